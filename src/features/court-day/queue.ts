import type { components } from '@/api/schema.gen'
import { ApiError, errorMessage } from '@/api/errors'
import { displayDate } from '@/lib/dates'
import type { SaveRequest, WrittenOutcome } from './outcome'
import { texts } from './texts'

type CaseRecord = components['schemas']['CaseRecord']

/**
 * The outbox of outcomes recorded on the device: kept in order, sent one at a time, each at most once.
 * - waiting: not sent yet (also after a reload while it was being sent: the provider refuses a second
 *   write of it, so sending it again is safe);
 * - sending: on its way;
 * - conflict: the case changed meanwhile (another device, the desktop form): shown, never overwritten;
 * - refused: the provider said no for another reason (its message is shown).
 */
export type ItemState = 'waiting' | 'sending' | 'conflict' | 'refused'

export interface QueueItem {
  id: string
  /** Order of recording: sent in this order, and a case's later outcomes wait behind its earlier ones. */
  seq: number
  /** The hearing it was recorded for (client, case no and the hearing date). */
  key: string
  kind: WrittenOutcome
  payload: SaveRequest
  recordedAt: string
  state: ItemState
  message?: string
}

export const hearingKey = (clientCode: string, caseNo: string, date: string) => `${clientCode}|${caseNo.trim().toUpperCase()}|${date}`
const caseOf = (item: QueueItem) => `${item.payload.ClientCode}|${item.payload.ClientCaseNo.trim().toUpperCase()}`

/**
 * Adds an outcome. One outcome per hearing: a new one replaces an unsent (waiting, conflict or refused)
 * outcome of the same hearing in its place; one already on its way is never replaced.
 */
export function enqueue(items: QueueItem[], item: QueueItem): QueueItem[] {
  const at = items.findIndex((i) => i.key === item.key && i.state !== 'sending')
  if (at < 0) return [...items, item]
  return items.map((i, n) => (n === at ? { ...item, seq: i.seq } : i))
}

/** The next outcome to send: the first waiting one in order whose case has nothing earlier held back or on its way. */
export function nextToSend(items: QueueItem[]): QueueItem | undefined {
  const held = new Set<string>()
  for (const item of [...items].sort((a, b) => a.seq - b.seq)) {
    if (item.state === 'waiting' && !held.has(caseOf(item))) return item
    held.add(caseOf(item))
  }
  return undefined
}

export type Settlement = { kind: 'sent' } | { kind: 'applied' } | { kind: 'retry' } | { kind: 'conflict'; message: string } | { kind: 'refused'; message: string }

export function settle(items: QueueItem[], id: string, result: Settlement): QueueItem[] {
  if (result.kind === 'sent' || result.kind === 'applied') return items.filter((i) => i.id !== id)
  return items.map((i) => (i.id !== id ? i : result.kind === 'retry' ? { ...i, state: 'waiting', message: undefined } : { ...i, state: result.kind, message: result.message }))
}

/** After a reload nothing is on its way any more: what was being sent waits again. */
export const afterReload = (items: QueueItem[]) => items.map((i) => (i.state === 'sending' ? { ...i, state: 'waiting' as const } : i))

/** Not reached, timed out, a server fault or a session that ended: try again later. 409: look at the case. Else refused. */
export function classify(error: unknown): 'retry' | 'check' | 'refused' {
  if (error instanceof ApiError) return error.status === 409 ? 'check' : error.status >= 500 || error.status === 401 || error.status === 0 ? 'retry' : 'refused'
  return 'retry'
}

/** The case already holds this outcome: an earlier send reached the provider and only its answer was lost. */
export function isApplied(payload: SaveRequest, c: CaseRecord): boolean {
  return c.nextHearingDate === payload.NextHearingDate && (!payload.CaseStatus || c.caseStatus === payload.CaseStatus) && (!payload.Purpose || c.purpose === payload.Purpose)
}

export const conflictMessage = (c: CaseRecord) =>
  c.caseStatus === 'DISPOSED'
    ? texts().outbox.conflictDisposed
    : texts().outbox.conflictMoved(displayDate(c.nextHearingDate))

export interface Transport {
  send: (payload: SaveRequest) => Promise<unknown>
  /** The case as the provider has it now. */
  read: (payload: SaveRequest) => Promise<CaseRecord>
}

export async function sendOne(item: QueueItem, transport: Transport): Promise<Settlement> {
  try {
    await transport.send(item.payload)
    return { kind: 'sent' }
  } catch (error) {
    const seen = classify(error)
    if (seen !== 'check') return seen === 'retry' ? { kind: 'retry' } : { kind: 'refused', message: errorMessage(error) }
    try {
      const now = await transport.read(item.payload)
      return isApplied(item.payload, now) ? { kind: 'applied' } : { kind: 'conflict', message: conflictMessage(now) }
    } catch (again) {
      return classify(again) === 'retry' ? { kind: 'retry' } : { kind: 'conflict', message: errorMessage(error) }
    }
  }
}

export interface QueueAccess {
  items: () => QueueItem[]
  update: (change: (items: QueueItem[]) => QueueItem[]) => void
}

/**
 * Sends what waits, in order, one at a time, until the queue is done or the provider cannot be reached
 * ('stopped': try again later). Returns what each sent item became.
 */
export async function drain(queue: QueueAccess, transport: Transport): Promise<{ stopped: boolean; done: { item: QueueItem; result: Settlement }[] }> {
  const done: { item: QueueItem; result: Settlement }[] = []
  for (let next = nextToSend(queue.items()); next; next = nextToSend(queue.items())) {
    const item = next
    queue.update((items) => items.map((i) => (i.id === item.id ? { ...i, state: 'sending' } : i)))
    const result = await sendOne(item, transport)
    queue.update((items) => settle(items, item.id, result))
    if (result.kind === 'retry') return { stopped: true, done }
    done.push({ item, result })
  }
  return { stopped: false, done }
}
