import { describe, expect, it } from 'vitest'
import type { components } from '@/api/schema.gen'
import { dayAnswers, needsDecision } from './answers'
import { printedEntries } from './printed'
import { parseCauseList } from '@/lib/cause-list'

type Entry = components['schemas']['CauseListEntry']
const DAY = '2026-11-27'
const entry = (caseId: string | null, patch: Partial<Entry> = {}, next = DAY, confidence = 0.97): Entry => ({
  courtRoom: '4', bench: '', itemNo: '1', listType: 'DAILY', caseNoPrinted: 'CS 1/2024', cnr: null, petitioner: '', respondent: '', purpose: '', sittingTime: '', advocates: '',
  entryKey: 'CS/1/2024', encryptedListId: 'L', courtName: 'DISTRICT COURT, PUNE', source: 'PASTED', namesPractice: false,
  match: caseId ? { encryptedCaseId: caseId, clientCode: '1', clientCaseNo: caseId, caseTitle: '', clientName: '', nextHearingDate: next, caseStatus: 'ONGOING', attendantAdvocateName: '', reason: 'NUMBER', confidence, why: '', decision: null } : null,
  ...patch,
})
const hearing = (id: string, courtName: string, current = DAY) => ({ encryptedCaseId: id, clientCaseNo: id, courtName, nextHearingDate: DAY, caseDetail: { encryptedCaseId: id, clientCode: '1', clientCaseNo: id, nextHearingDate: current } })

describe('the three answers for a date', () => {
  const lists = [{ courtName: 'District Court, Pune' }]
  const board = [hearing('A', 'DISTRICT COURT, PUNE'), hearing('B', 'DISTRICT COURT, PUNE'), hearing('C', 'FAMILY COURT, PUNE'), hearing('D', 'DISTRICT COURT, PUNE', '2026-12-04')]
  const disposed = entry('F', {}, '2026-12-01')
  disposed.match!.caseStatus = 'DISPOSED'
  const entries = [entry('A'), entry('E', {}, '2026-12-10'), entry(null, { namesPractice: true, cnr: 'MHPU010012342026' }), entry(null), disposed]
  const answers = dayAnswers(DAY, entries, lists, board)

  it('matched: the diary’s hearings of the day found on a list', () => {
    expect(answers.matched.map((e) => e.match!.encryptedCaseId)).toEqual(['A'])
  })
  it('listed but not in the diary for the date: another diary date, or a matter naming the practice with no case (not a disposed one, not unrelated matters)', () => {
    expect(answers.elsewhere.map((e) => e.match?.encryptedCaseId ?? e.cnr)).toEqual(['E', 'MHPU010012342026'])
  })
  it('in the diary but not listed: only in courts whose list is held, and only hearings still on that day', () => {
    expect(answers.notListed.map((r) => r.encryptedCaseId)).toEqual(['B'])
    expect(answers.unchecked).toEqual(['FAMILY COURT, PUNE'])
  })
  it('asks the user about a match below the threshold until it is confirmed', () => {
    expect(needsDecision(entry('A', {}, DAY, 0.6))).toBe(true)
    expect(needsDecision(entry('A', {}, DAY, 0.97))).toBe(false)
    expect(needsDecision({ ...entry('A', {}, DAY, 0.6), match: { ...entry('A', {}, DAY, 0.6).match!, decision: 'CONFIRMED' } })).toBe(false)
  })
})

describe('a pasted list as the contract carries it', () => {
  it('keeps item, room, bench, list type, parties and advocates, cut to the contract’s lengths', () => {
    const [e] = printedEntries(parseCauseList(`SUPPLEMENTARY LIST\nCOURT NO. 12\nBEFORE: HON. JUSTICE R. K. SHARMA\n7. CRL.A. 123/2024  RAMESH KUMAR VS STATE OF MAHARASHTRA  ADV. ${'X'.repeat(400)}`))
    expect(e).toMatchObject({ itemNo: '7', courtRoom: '12', bench: 'HON. JUSTICE R. K. SHARMA', listType: 'SUPPLEMENTARY', caseNoPrinted: 'CRL.A. 123/2024', petitioner: 'RAMESH KUMAR', respondent: 'STATE OF MAHARASHTRA' })
    expect(e!.advocates).toHaveLength(300)
  })
})
