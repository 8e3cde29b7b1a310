import { describe, expect, it } from 'vitest'
import { cardState, fileLocation, firstHearings, groupByCourt, latestQueued, listings, matches, rowKey, wholeRooms } from './board'
import type { BoardRow } from './outbox-store'
import type { QueueItem } from './queue'

const NONE = new Map<string, QueueItem>()

const TODAY = '2026-11-24'
const row = (caseNo: string, court: string, courtNo: string, patch: Partial<BoardRow> = {}): BoardRow => ({
  encryptedCaseId: caseNo,
  clientCode: '7',
  clientCaseNo: caseNo,
  courtName: court,
  courtNo,
  nextHearingDate: TODAY,
  caseTitle: 'RAMESH KUMAR VS STATE OF MAHARASHTRA',
  clientName: 'RAMESH KUMAR',
  caseDetail: { encryptedCaseId: caseNo, clientCode: '7', clientCaseNo: caseNo, nextHearingDate: TODAY, caseStatus: 'ONGOING', petitionerName: 'RAMESH KUMAR', respondentName: 'STATE OF MAHARASHTRA' },
  ...patch,
})

describe('the board', () => {
  it('groups by court, then court room in number order (12 after 9), then case number', () => {
    const groups = groupByCourt([row('CS/20/2024', 'CITY CIVIL COURT', '12'), row('CS/3/2024', 'CITY CIVIL COURT', '9'), row('CS/10/2024', 'CITY CIVIL COURT', '9'), row('A/1', 'BOMBAY HIGH COURT', '')])
    expect(groups.map((g) => [g.title, g.rows.map((r) => r.clientCaseNo)])).toEqual([
      ['BOMBAY HIGH COURT', ['A/1']],
      ['CITY CIVIL COURT · Court No 9', ['CS/3/2024', 'CS/10/2024']],
      ['CITY CIVIL COURT · Court No 12', ['CS/20/2024']],
    ])
  })

  it('cuts the groups to their first hearings in all, each group keeping its title', () => {
    const groups = groupByCourt([row('A/1', 'A COURT', '1'), row('A/2', 'A COURT', '1'), row('B/1', 'B COURT', '1'), row('C/1', 'C COURT', '1')])
    expect(firstHearings(groups, 3).map((g) => [g.title, g.rows.length])).toEqual([['A COURT · Court No 1', 2], ['B COURT · Court No 1', 1]])
    expect(firstHearings(groups, 1).map((g) => [g.title, g.rows.length])).toEqual([['A COURT · Court No 1', 1]])
    expect(firstHearings(groups, 10)).toEqual(groups)
  })

  it('takes from a first page of the day the court rooms it holds whole: all but the last it reaches, all of a whole day', () => {
    const page = [row('A/1', 'A COURT', '2'), row('A/2', 'A COURT', '2'), row('A/3', 'A COURT', '10'), row('B/1', 'B COURT', '1'), row('B/2', 'B COURT', '1')]
    expect(wholeRooms(page, 9).map((r) => r.clientCaseNo)).toEqual(['A/1', 'A/2', 'A/3'])
    expect(wholeRooms(page, 5)).toEqual(page)
    // The same room number in another court is another room.
    expect(wholeRooms([row('A/1', 'A COURT', '1'), row('B/1', 'B COURT', '1')], 3).map((r) => r.clientCaseNo)).toEqual(['A/1'])
    // A first page within one court room holds no room whole.
    expect(wholeRooms(page.slice(0, 2), 9)).toEqual([])
    expect(wholeRooms([], 0)).toEqual([])
  })

  it('finds a hearing by case number or either party, ignoring case', () => {
    const r = row('CS/20/2024', 'X', '1')
    expect(['cs/20', 'state maharashtra', 'ramesh', ''].map((s) => matches(r, s))).toEqual([true, true, true, true])
    expect(matches(r, 'CS/21')).toBe(false)
  })

  it('says where the file is', () => {
    expect(fileLocation(row('A', 'X', '1', { caseDetail: { encryptedCaseId: 'A', clientCode: '7', clientCaseNo: 'A', fileNo: 'F/1', rack: '3', fileDescription: 'BLUE' } }))).toBe('F/1 · Rack 3 · BLUE')
    expect(fileLocation(row('A', 'X', '1', { caseDetail: { encryptedCaseId: 'A', clientCode: '7', clientCaseNo: 'A' } }))).toBe('')
  })

  it('offers outcomes only for a hearing still current on its day or earlier; disposed cases are read-only', () => {
    const r = row('A', 'X', '1')
    expect(cardState(r, NONE, {}, TODAY)).toEqual({ kind: 'open', passedOver: false })
    expect(cardState(r, NONE, { [rowKey(r)]: { kind: 'passed-over' } }, TODAY)).toEqual({ kind: 'open', passedOver: true })
    expect(cardState(r, NONE, {}, '2026-11-23').kind).toBe('later')
    expect(cardState({ ...r, caseDetail: { ...r.caseDetail!, nextHearingDate: '2026-12-01' } }, NONE, {}, TODAY)).toEqual({ kind: 'recorded', next: '2026-12-01', outcome: undefined })
    expect(cardState({ ...r, caseDetail: { ...r.caseDetail!, caseStatus: 'DISPOSED' } }, NONE, {}, TODAY).kind).toBe('disposed')
    // Sent from this device: shown at once, before the board is read again.
    expect(cardState(r, NONE, { [rowKey(r)]: { kind: 'adjourned', next: '2026-12-08' } }, TODAY)).toEqual({ kind: 'recorded', next: '2026-12-08', outcome: 'adjourned' })
  })

  it("shows a hearing's latest outcome in the outbox", () => {
    const r = row('A', 'X', '1')
    const queued = (seq: number, key = rowKey(r)): QueueItem => ({ id: `q${seq}`, seq, key, kind: 'adjourned', payload: {} as QueueItem['payload'], recordedAt: '', state: 'waiting' })
    const latest = latestQueued([queued(1), queued(3), queued(2), queued(9, 'other')])
    expect(cardState(r, latest, {}, TODAY)).toEqual({ kind: 'queued', item: queued(3) })
    expect(latest.get('other')?.seq).toBe(9)
  })
})

const entry = (caseId: string | null, itemNo: string, confidence = 0.97) => ({
  courtRoom: '9', bench: '', itemNo, listType: 'DAILY' as const, caseNoPrinted: 'CS 1/2024', cnr: null, petitioner: '', respondent: '', purpose: '', sittingTime: '10:30 AM', advocates: '',
  entryKey: 'CS/1/2024', encryptedListId: 'L', courtName: 'CITY CIVIL COURT', source: 'PUBLISHED' as const, namesPractice: false,
  match: caseId
    ? { encryptedCaseId: caseId, clientCode: '7', clientCaseNo: caseId, caseTitle: '', clientName: '', nextHearingDate: TODAY, caseStatus: 'ONGOING', attendantAdvocateName: '', reason: 'NUMBER' as const, confidence, why: '', decision: null }
    : null,
})

describe('the board and the day’s cause list', () => {
  const rows = [row('CS/3/2024', 'CITY CIVIL COURT', '9'), row('CS/10/2024', 'CITY CIVIL COURT', '9'), row('CS/11/2024', 'CITY CIVIL COURT', '9'), row('A/1', 'BOMBAY HIGH COURT', '')]
  const lists = [{ courtName: 'City Civil Court' }]

  it('gives each listed hearing its item and room, the surest entry first, and orders the court room by item', () => {
    const listing = listings(rows, [entry('CS/3/2024', '12'), entry('CS/10/2024', '4'), entry('CS/10/2024', '30', 0.6)], lists)
    expect(listing.get('CS/10/2024')).toEqual({ kind: 'listed', itemNo: '4', courtRoom: '9', sittingTime: '10:30 AM', listType: 'DAILY', sure: true })
    const group = groupByCourt(rows, listing).find((g) => g.title === 'CITY CIVIL COURT · Court No 9')!
    expect(group.rows.map((r) => r.clientCaseNo)).toEqual(['CS/10/2024', 'CS/3/2024', 'CS/11/2024'])
  })

  it('says a hearing is not listed only where its court’s list is held', () => {
    const listing = listings(rows, [entry('CS/3/2024', '1'), entry(null, '2')], lists)
    expect(listing.get('CS/11/2024')).toEqual({ kind: 'not-listed' })
    expect(listing.has('A/1')).toBe(false)
  })

  it('marks a match below the threshold as not confirmed', () => {
    expect(listings(rows, [entry('CS/3/2024', '1', 0.6)], lists).get('CS/3/2024')).toMatchObject({ kind: 'listed', sure: false })
  })
})
