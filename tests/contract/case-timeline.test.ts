import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { api } from '@/api/client'
import type { components } from '@/api/schema.gen'
import { DEMO_ADVOCATE_CODE, addDays, encryptId } from '@mocks/db'
import { MESSAGES } from '@mocks/http'
import { commit, db, localToday } from '@mocks/provider'
import { DEMO_ADVOCATE, registerCase, type RegisteredCase } from '../support/cases'
import { failure } from '../support/failure'
import { signInAs, type DemoLogin } from '../support/session'

type Kind = components['schemas']['TimelineKind']
const timeline = (caseId: string, Kinds?: Kind[]) => api.POST('/case-timeline', { body: { EncryptedCaseId: caseId, Kinds } }).then(({ data }) => data!.data)
const userName = (login: DemoLogin) => db().users.find((u) => u.loginId === login)!.userName
const caseOf = (c: RegisteredCase) => db().cases.find((k) => k.clientCode === Number(c.clientCode) && k.clientCaseNo === c.clientCaseNo)!
const today = () => localToday()

describe('the case timeline (POST /case-timeline)', () => {
  it("tells a seeded case's history from the record: registration first, then its past hearings with outcome, court and judge", async () => {
    await signInAs('advocate')
    const seeded = db().cases.find((c) => c.advocateCode === DEMO_ADVOCATE_CODE && db().hearings.filter((h) => h.caseId === c.caseId).length >= 2)!
    const { events, clientCaseNo } = await timeline(encryptId('case', seeded.caseId))
    expect(clientCaseNo).toBe(seeded.clientCaseNo)
    expect(events[0]).toMatchObject({ kind: 'REGISTERED', source: 'RECORD', summary: `Case ${seeded.clientCaseNo} registered` })
    const hearings = events.filter((e) => e.kind === 'HEARING')
    expect(hearings.length).toBe(db().hearings.filter((h) => h.caseId === seeded.caseId).length)
    expect(hearings[0].details.map((d) => d.label)).toEqual(expect.arrayContaining(['Hearing date', 'Outcome', 'Purpose', 'Court']))
    expect(events.map((e) => e.at)).toEqual([...events.map((e) => e.at)].sort())
  })

  it('names the clerk who moved a file, from the file placement screen, and keeps only the kinds asked for', async () => {
    await signInAs('clerk')
    const target = db().cases.find((c) => c.advocateCode === DEMO_ADVOCATE_CODE && c.caseStatus !== 'DISPOSED')!
    const id = encryptId('case', target.caseId)
    const rackBefore = target.rack || null
    await api.POST('/update-file-placement-detail', { body: { EncryptedCaseId: id, RoomNo: 'R7', Almirah: 'A2', Rack: '12', ModifyUser: 'CLERK' } })
    await signInAs('advocate')
    const { events } = await timeline(id, ['FILE_MOVED'])
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ kind: 'FILE_MOVED', userName: userName('clerk'), source: 'FILE_PLACEMENT', summary: 'File moved to room R7, almirah A2, rack 12' })
    expect(events[0].details).toContainEqual({ label: 'Rack', from: rackBefore, to: '12' })
  })

  it("says a save from the court day's outbox came from there, with the hearing that took place and the date it moved to", async () => {
    await signInAs('advocate')
    const c = await registerCase(today(), { clientName: 'TIMELINE CLIENT' })
    await api.POST('/add-case-next-date-detail', {
      body: { EncryptedAdvocateCode: DEMO_ADVOCATE, ClientCode: c.clientCode, ClientCaseNo: c.clientCaseNo, NextCourtCode: c.courtCode, PreviousDate: today(), NextHearingDate: addDays(today(), 14), CaseStatus: 'ONGOING', Purpose: 'Evidence', AddUser: 'ADVOCATE', Origin: 'COURT_DAY_OUTBOX' },
    })
    const events = (await timeline(c.encryptedCaseId)).events
    expect(events.map((e) => [e.kind, e.source])).toEqual([
      ['REGISTERED', 'CASE_REGISTRATION'],
      ['HEARING', 'COURT_DAY_OUTBOX'],
      ['NEXT_DATE_CHANGED', 'COURT_DAY_OUTBOX'],
    ])
    expect(events[2].details).toContainEqual({ label: 'Purpose', from: 'Argument', to: 'Evidence' })
  })

  it("refuses another advocate's case like a missing one (404), and a user whose menu grants none of its rights (403)", async () => {
    await signInAs('advocate')
    const foreign = db().cases.find((c) => c.advocateCode !== DEMO_ADVOCATE_CODE)!
    expect(await failure(timeline(encryptId('case', foreign.caseId)))).toEqual({ status: 404, message: 'The case was not found.' })
    const clerk = db().users.find((u) => u.loginId === 'clerk')!
    clerk.treeIds = []
    commit()
    await signInAs('clerk')
    const own = db().cases.find((c) => c.advocateCode === DEMO_ADVOCATE_CODE)!
    expect(await failure(timeline(encryptId('case', own.caseId)))).toEqual({ status: 403, message: MESSAGES.noAccess })
  })

  it('forgets the story of a deleted case, so a case given its id later starts afresh', async () => {
    await signInAs('advocate')
    const c = await registerCase(addDays(today(), 5), { clientName: 'GONE CLIENT' })
    const caseId = caseOf(c).caseId
    expect(db().caseJournal.some((e) => e.caseId === caseId)).toBe(true)
    await api.DELETE('/delete-advocate-client-case', { body: { EncryptedCaseId: c.encryptedCaseId } })
    expect(db().caseJournal.some((e) => e.caseId === caseId)).toBe(false)
  })

  it('shows the message the clerk prepared for the client (Tell the client) after the outcome, with the clerk as its user', async () => {
    await signInAs('clerk')
    const target = db().cases.find((c) => c.advocateCode === DEMO_ADVOCATE_CODE && c.caseStatus !== 'DISPOSED')!
    const id = encryptId('case', target.caseId)
    await api.POST('/add-client-message-log', { body: { EncryptedCaseId: id, Channel: 'WHATSAPP', Recipient: '+919876543210', Language: 'hi' } })
    const events = (await timeline(id, ['MESSAGE'])).events
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ kind: 'MESSAGE', source: 'CLIENT_MESSAGE', userName: userName('clerk'), summary: expect.stringMatching(/^Message prepared by WhatsApp to \+919876543210/) })
  })
})

/** One change a screen makes to a case, by one of the demo users, and the kind of event it must leave. */
type Step = { kind: 'next' | 'file' | 'payment' | 'open' | 'close' | 'edit'; by: DemoLogin }
const step = fc.oneof(
  fc.record({ kind: fc.constant('next' as const), by: fc.constantFrom<DemoLogin>('advocate', 'clerk') }),
  fc.record({ kind: fc.constant('file' as const), by: fc.constantFrom<DemoLogin>('advocate', 'clerk') }),
  fc.record({ kind: fc.constant('payment' as const), by: fc.constant<DemoLogin>('advocate') }),
  fc.record({ kind: fc.constant('open' as const), by: fc.constantFrom<DemoLogin>('advocate', 'clerk') }),
  fc.record({ kind: fc.constant('close' as const), by: fc.constantFrom<DemoLogin>('advocate', 'clerk') }),
  fc.record({ kind: fc.constant('edit' as const), by: fc.constant<DemoLogin>('advocate') }),
)

/** Makes the change through the provider; returns the kind of event expected, or null when there was nothing to change. */
async function apply(s: Step, c: RegisteredCase, n: number): Promise<Kind | null> {
  const k = caseOf(c)
  const id = c.encryptedCaseId
  switch (s.kind) {
    case 'next':
      await api.POST('/add-case-next-date-detail', {
        body: { EncryptedAdvocateCode: DEMO_ADVOCATE, ClientCode: c.clientCode, ClientCaseNo: c.clientCaseNo, NextCourtCode: c.courtCode, PreviousDate: k.nextHearingDate, NextHearingDate: addDays(k.nextHearingDate, 3), AddUser: 'X',
          // The screen sends the file's place with the date, as it stands.
          Rack: k.rack || undefined, FileNo: k.fileNo || undefined, RoomNo: k.roomNo || undefined, Almirah: k.almirah || undefined, FileDescription: k.fileDescription || undefined },
      })
      return 'NEXT_DATE_CHANGED'
    case 'file':
      await api.POST('/update-file-placement-detail', { body: { EncryptedCaseId: id, Rack: `R${n}`, ModifyUser: 'X' } })
      return 'FILE_MOVED'
    case 'payment':
      await api.POST('/add-payment-detail', { body: { encryptedClientCode: encryptId('client', k.clientCode), caseNo: k.clientCaseNo, paymentType: 'Cash', paymentDate: today(), payAmount: 100 + n, addUser: 'X' } })
      return 'PAYMENT'
    case 'open':
      await api.POST('/add-action-details', {
        body: { EncryptedAdvocateCode: DEMO_ADVOCATE, ClientCode: c.clientCode, CaseNo: c.clientCaseNo, RegistrationDate: k.caseRegisterDate, NextDate: addDays(today(), 2), ReminderDays: 1, ReminderStatus: 'Open', ActionItem: `CALL ${n}`, CreatedBy: 'X', AddUser: 'X' },
      })
      return 'ACTION_OPENED'
    case 'close': {
      const open = db().actionDetails.find((a) => a.caseId === k.caseId && a.reminderStatus === 'Open')
      if (!open) return null
      await api.POST('/update-action-detail-status', { body: { actionDetailId: open.actionDetailId, reminderStatus: 'Close', modifiedBy: 'X' } })
      return 'ACTION_CLOSED'
    }
    case 'edit': {
      const body = {
        EncryptedCaseId: id, encryptedAdvocateCode: DEMO_ADVOCATE, clientCode: c.clientCode, clientCaseNo: k.clientCaseNo, caseTitle: `TITLE ${n}`, caseCode: String(k.caseCode),
        countryCode: k.countryCode, stateCode: k.stateCode, courtCode: String(k.courtCode), caseRegisterDate: k.caseRegisterDate, nextHearingDate: k.nextHearingDate,
        purpose: k.purpose, party: k.party, fileNo: k.fileNo || undefined, roomNo: k.roomNo || undefined, almirah: k.almirah || undefined,
        rack: k.rack || undefined, fileDescription: k.fileDescription || undefined, ModifyUser: 'X',
      }
      await api.POST('/update-advocate-client-case', { body })
      return 'CASE_CHANGED'
    }
  }
}

describe('the timeline is complete', () => {
  it('any sequence of changes to a case appears on its timeline, in order, each with its user', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        await signInAs('advocate')
        const c = await registerCase(addDays(today(), 10), { clientName: 'PROPERTY CLIENT' })
        const expected: [Kind, string][] = [['REGISTERED', userName('advocate')]]
        for (const [n, s] of steps.entries()) {
          await signInAs(s.by)
          const kind = await apply(s, c, n)
          if (kind) expected.push([kind, userName(s.by)])
        }
        await signInAs('advocate')
        const { events } = await timeline(c.encryptedCaseId)
        expect(events.filter((e) => e.source !== 'RECORD').map((e) => [e.kind, e.userName])).toEqual(expected)
      }),
      { numRuns: 12, seed: 25 },
    )
  })
})
