import { describe, expect, it } from 'vitest'
import type { components } from '@/api/schema.gen'
import { NEXT_DATE_MESSAGES } from '@/case-actions/next-date'
import { displayDate, todayWire, toWire } from '@/lib/dates'
import { NOTE_MAX, outcomeForm, outcomeSchema, toNextDatePayload, type OutcomeForm } from './outcome'

type CaseRecord = components['schemas']['CaseRecord']

const inDays = (n: number) => {
  const d = new Date()
  d.setDate(d.getDate() + n)
  return toWire(d)
}
const today = todayWire()

const CASE: CaseRecord = {
  encryptedCaseId: 'c1',
  clientCode: '17',
  clientCaseNo: 'CS/120/2024',
  caseTitle: 'RAMESH KUMAR VS STATE',
  caseNature: 'CIVIL',
  caseRegisterDate: '2024-02-01',
  nextHearingDate: today,
  courtCode: '44',
  courtNo: '12',
  judgeName: 'A. B. SHARMA',
  attendantAdvocateName: 'ANANYA DESHPANDE',
  purpose: 'Evidence',
  caseStatus: 'ONGOING',
  oppAdvName: 'K. RAO',
  oppAdvMob: '9876543210',
  fileNo: 'F/2024/0001',
  roomNo: 'R2',
  almirah: 'A5',
  rack: '3',
  fileDescription: 'BLUE FOLDER',
  caseRecordNo: 'MHMM170047912021',
}

const form = (patch: Partial<OutcomeForm>): OutcomeForm => ({ ...outcomeForm('adjourned', CASE), ...patch })
const payload = (patch: Partial<OutcomeForm>) => toNextDatePayload(form(patch), CASE, 'ADV', 'ANANYA DESHPANDE')

/** What every outcome sends back unchanged: the provider takes these from the save. */
const UNCHANGED = {
  EncryptedAdvocateCode: 'ADV',
  ClientCode: '17',
  ClientCaseNo: 'CS/120/2024',
  AddUser: 'ANANYA DESHPANDE',
  CourtCode: '44',
  NextCourtCode: '44',
  PreviousDate: today,
  CaseRegisterDate: '2024-02-01',
  JudgeName: 'A. B. SHARMA',
  CourtNo: '12',
  AttendantAdvocateName: 'ANANYA DESHPANDE',
  OppAdvName: 'K. RAO',
  OppAdvMob: '9876543210',
  FileNo: 'F/2024/0001',
  RoomNo: 'R2',
  Almirah: 'A5',
  Rack: '3',
  FileDescription: 'BLUE FOLDER',
  CaseNature: 'CIVIL',
  CaseRecordNo: 'MHMM170047912021',
  CaseTitle: 'RAMESH KUMAR VS STATE',
}

describe('outcome → next-date payload', () => {
  it('Adjourned: the new date and purpose, the outcome and note as the hearing comment, every current value kept', () => {
    expect(payload({ nextDate: displayDate(inDays(14)), purpose: 'Argument', note: 'witness absent' })).toEqual({
      ...UNCHANGED,
      NextHearingDate: inDays(14),
      Purpose: 'Argument',
      CaseStatus: 'ONGOING',
      Description: 'ADJOURNED: WITNESS ABSENT',
    })
  })

  it('Part-heard: continues on the new date with the stage being heard; recorded as PART-HEARD', () => {
    expect(payload({ kind: 'part-heard', nextDate: displayDate(inDays(1)) })).toEqual({
      ...UNCHANGED,
      NextHearingDate: inDays(1),
      Purpose: 'Evidence',
      CaseStatus: 'ONGOING',
      Description: 'PART-HEARD',
    })
  })

  it('Disposed: status DISPOSED and the current hearing date as its last one (no further hearing)', () => {
    expect(payload({ kind: 'disposed', nextDate: displayDate(inDays(30)), note: 'decreed' })).toEqual({
      ...UNCHANGED,
      NextHearingDate: today,
      Purpose: 'Evidence',
      CaseStatus: 'DISPOSED',
      Description: 'DISPOSED: DECREED',
    })
  })

  it('a comment never passes the contract’s 200 characters; empty case values are left out', () => {
    const long = payload({ nextDate: displayDate(inDays(7)), note: 'x'.repeat(NOTE_MAX) })
    expect(long.Description!.length).toBeLessThanOrEqual(200)
    const bare = toNextDatePayload(form({ nextDate: displayDate(inDays(7)), purpose: '' }), { ...CASE, fileNo: '', oppAdvMob: '0123', purpose: '' }, 'ADV', 'X')
    expect(bare).not.toHaveProperty('FileNo')
    expect(bare).not.toHaveProperty('OppAdvMob')
    expect(bare).not.toHaveProperty('Purpose')
  })
})

describe('outcome rules (spec 2 §5, the same as the Case Next Date form)', () => {
  const problems = (values: Partial<OutcomeForm>) => {
    const result = outcomeSchema.safeParse(form(values))
    return result.success ? [] : result.error.issues.map((i) => i.message)
  }

  it('an adjournment or part-heard needs a next date after the current hearing and not before today', () => {
    expect(problems({ nextDate: '' })).toEqual([NEXT_DATE_MESSAGES.nextDate])
    expect(problems({ kind: 'part-heard', nextDate: '' })).toEqual([NEXT_DATE_MESSAGES.nextDate])
    expect(problems({ nextDate: displayDate(today) })).toEqual([NEXT_DATE_MESSAGES.notAfterCurrent])
    expect(problems({ nextDate: displayDate(inDays(1)) })).toEqual([])
    // Recorded a day late: the current hearing was yesterday, and yesterday's outcome cannot move it into the past.
    expect(problems({ nextDate: displayDate(inDays(-1)), currentDate: inDays(-3) })).toEqual([NEXT_DATE_MESSAGES.beforeToday])
  })

  it('a disposal needs no date; the note keeps to its length', () => {
    expect(problems({ kind: 'disposed', nextDate: '' })).toEqual([])
    expect(problems({ kind: 'disposed', note: 'x'.repeat(NOTE_MAX + 1) })).toHaveLength(1)
  })
})
