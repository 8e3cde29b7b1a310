import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { components } from '@/api/schema.gen'
import { ApiError } from '@/api/errors'
import type { SaveRequest } from './outcome'
import { afterReload, drain, enqueue, hearingKey, isApplied, nextToSend, settle, type QueueItem, type Transport } from './queue'

type CaseRecord = components['schemas']['CaseRecord']

const day = (n: number) => new Date(Date.UTC(2026, 10, 1 + n)).toISOString().slice(0, 10)


const item = (seq: number, caseNo: string, previous: string, next: string, tag = `T${seq}`): QueueItem => ({
  id: `i${seq}`,
  seq,
  key: hearingKey('1', caseNo, previous),
  kind: 'adjourned',
  recordedAt: '',
  state: 'waiting',
  payload: { EncryptedAdvocateCode: 'A', ClientCode: '1', ClientCaseNo: caseNo, NextCourtCode: '1', AddUser: 'U', PreviousDate: previous, NextHearingDate: next, Description: tag },
})

describe('the outbox queue', () => {
  it('keeps one outcome per hearing: a new one replaces an unsent one in its place, never one on its way', () => {
    const a = item(1, 'CS/1', day(0), day(5))
    const b = item(2, 'CS/2', day(0), day(6))
    const again = { ...item(3, 'CS/1', day(0), day(9)), id: 'new' }
    expect(enqueue([a, b], again).map((i) => [i.id, i.seq])).toEqual([
      ['new', 1],
      ['i2', 2],
    ])
    expect(enqueue([{ ...a, state: 'sending' }, b], again).map((i) => i.id)).toEqual(['i1', 'i2', 'new'])
  })

  it('sends in order, and a case waits behind its own earlier outcome that is held back', () => {
    const items = [item(1, 'CS/1', day(0), day(5)), item(2, 'CS/2', day(0), day(6)), item(3, 'CS/1', day(5), day(8))]
    expect(nextToSend(items)?.id).toBe('i1')
    const held = settle(items, 'i1', { kind: 'conflict', message: 'changed' })
    expect(nextToSend(held)?.id).toBe('i2')
    expect(nextToSend(settle(held, 'i2', { kind: 'sent' }))).toBeUndefined()
    expect(afterReload([{ ...items[0], state: 'sending' }])[0].state).toBe('waiting')
  })

  it('recognises its own outcome already on the case (an answer lost), and nothing else', () => {
    const p = item(1, 'CS/1', day(0), day(5)).payload
    const c: CaseRecord = { encryptedCaseId: 'x', clientCode: '1', clientCaseNo: 'CS/1', nextHearingDate: day(5), caseStatus: 'ONGOING' }
    expect(isApplied(p, c)).toBe(true)
    expect(isApplied(p, { ...c, nextHearingDate: day(6) })).toBe(false)
    expect(isApplied({ ...p, CaseStatus: 'DISPOSED', NextHearingDate: day(0) }, { ...c, nextHearingDate: day(0) })).toBe(false)
  })
})

/**
 * A provider with the contract's rule (a save whose PreviousDate is not the case's hearing date is 409)
 * behind a network that may be down, or may lose the answer of a save it delivered.
 */
type Net = 'up' | 'down' | 'lossy'
function world(cases: number) {
  /** Each case's hearing as a day number (day(n) on the wire) and its status. */
  const state = new Map<string, { date: number; status: string }>()
  for (let i = 0; i < cases; i++) state.set(`CS/${i}`, { date: 0, status: 'ONGOING' })
  const writes: string[] = []
  let net: Net = 'up'
  const record = (no: string): CaseRecord => ({ encryptedCaseId: no, clientCode: '1', clientCaseNo: no, nextHearingDate: day(state.get(no)!.date), caseStatus: state.get(no)!.status as 'ONGOING' })
  const transport: Transport = {
    async send(p: SaveRequest) {
      if (net === 'down') throw new TypeError('Failed to fetch')
      const c = state.get(p.ClientCaseNo)!
      if (c.status === 'DISPOSED' || p.PreviousDate !== day(c.date)) throw new ApiError('changed', 409)
      c.date = Number(p.FileNo)
      c.status = p.CaseStatus ?? c.status
      writes.push(p.Description!)
      if (net === 'lossy') throw new TypeError('answer lost')
    },
    async read(p: SaveRequest) {
      if (net === 'down') throw new TypeError('Failed to fetch')
      return record(p.ClientCaseNo)
    },
  }
  return { state, writes, transport, setNet: (n: Net) => (net = n) }
}

type Step = { t: 'record'; c: number; gap: number } | { t: 'flush'; net: Net } | { t: 'other'; c: number } | { t: 'reload' }
const steps = (cases: number) =>
  fc.array(
    fc.oneof(
      fc.record({ t: fc.constant('record' as const), c: fc.nat(cases - 1), gap: fc.integer({ min: 1, max: 20 }) }),
      fc.record({ t: fc.constant('flush' as const), net: fc.constantFrom<Net>('up', 'down', 'lossy') }),
      fc.record({ t: fc.constant('other' as const), c: fc.nat(cases - 1) }),
      fc.constant({ t: 'reload' as const }),
    ),
    { maxLength: 40 },
  )

/** Runs the steps, then the signal comes back for good: the queue is sent until nothing more can go. */
async function run(cases: number, plan: Step[]) {
  const w = world(cases)
  let items: QueueItem[] = []
  const queue = { items: () => items, update: (change: (i: QueueItem[]) => QueueItem[]) => void (items = change(items)) }
  /** What the recorder believes is each case's hearing date: the provider's as last seen, moved on by its own outcomes. */
  const seen = new Map([...w.state].map(([no, c]) => [no, c.date]))
  const recorded: QueueItem[] = []
  const interfered = new Set<string>()
  let seq = 0
  let others = 0
  for (const step of plan) {
    if (step.t === 'record') {
      const no = `CS/${step.c}`
      const previous = seen.get(no)!
      const next = previous + step.gap
      const base = item(++seq, no, day(previous), day(next))
      // The model's provider reads the new day number from FileNo (a field the queue never looks at).
      const it = { ...base, payload: { ...base.payload, FileNo: String(next) } }
      items = enqueue(items, it)
      recorded.push(it)
      seen.set(no, next)
    } else if (step.t === 'flush') {
      w.setNet(step.net)
      await drain(queue, w.transport)
      if (step.net !== 'down') for (const [no, c] of w.state) if (!items.some((i) => i.payload.ClientCaseNo === no)) seen.set(no, c.date)
    } else if (step.t === 'other') {
      // Someone else moves the case on (the desktop form, another phone).
      // Far from any date the recorder picks, so it is never mistaken for an outcome of the queue.
      const c = w.state.get(`CS/${step.c}`)!
      c.date = 10_000 * ++others
      interfered.add(`CS/${step.c}`)
    } else items = afterReload(items)
  }
  w.setNet('up')
  for (let i = 0; i < 50 && nextToSend(items); i++) await drain(queue, w.transport)
  return { w, items, recorded, interfered }
}

describe('the outbox over interleavings of online, offline and lost answers (fast-check)', () => {
  it('never writes an outcome twice, loses none, keeps each case in order, and shows a conflict only when the case changed elsewhere', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 3 }).chain((n) => fc.tuple(fc.constant(n), steps(n))), async ([cases, plan]) => {
        const { w, items, recorded, interfered } = await run(cases, plan)
        const queued = new Set(items.map((i) => i.payload.Description))
        // Replaced by a later outcome of the same hearing before it was sent: never meant to be written.
        const replaced = (r: QueueItem) => recorded.some((o) => o.seq > r.seq && o.key === r.key) && !w.writes.includes(r.payload.Description!)
        for (const r of recorded) {
          const tag = r.payload.Description!
          const count = w.writes.filter((x) => x === tag).length
          expect(count, `${tag} written ${count} times`).toBeLessThanOrEqual(1)
          // Never lost: written once, or still on the device (held back and shown), or replaced by a newer outcome.
          if (!replaced(r)) expect(count === 1 || queued.has(tag), `${tag} lost`).toBe(true)
        }
        // Each case's outcomes reach the provider in the order they were recorded.
        for (let c = 0; c < cases; c++) {
          const order = recorded.filter((r) => r.payload.ClientCaseNo === `CS/${c}`).map((r) => r.payload.Description!)
          const written = w.writes.filter((t) => order.includes(t))
          expect(written).toEqual(order.filter((t) => written.includes(t)))
        }
        // What is left is held back by a conflict of its case; with no interference nothing is left at all.
        for (const left of items) {
          expect(['conflict', 'waiting']).toContain(left.state)
          expect(interfered.has(left.payload.ClientCaseNo), `${left.payload.Description} held without interference`).toBe(true)
        }
      }),
      { numRuns: 300 },
    )
  })
})
