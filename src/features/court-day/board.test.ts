import { describe, expect, it } from 'vitest'
import { cardState, fileLocation, groupByCourt, matches, rowKey } from './board'
import type { BoardRow } from './outbox-store'

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
    expect(cardState(r, [], {}, TODAY)).toEqual({ kind: 'open', passedOver: false })
    expect(cardState(r, [], { [rowKey(r)]: { kind: 'passed-over' } }, TODAY)).toEqual({ kind: 'open', passedOver: true })
    expect(cardState(r, [], {}, '2026-11-23').kind).toBe('later')
    expect(cardState({ ...r, caseDetail: { ...r.caseDetail!, nextHearingDate: '2026-12-01' } }, [], {}, TODAY)).toEqual({ kind: 'recorded', next: '2026-12-01', outcome: undefined })
    expect(cardState({ ...r, caseDetail: { ...r.caseDetail!, caseStatus: 'DISPOSED' } }, [], {}, TODAY).kind).toBe('disposed')
    // Sent from this device: shown at once, before the board is read again.
    expect(cardState(r, [], { [rowKey(r)]: { kind: 'adjourned', next: '2026-12-08' } }, TODAY)).toEqual({ kind: 'recorded', next: '2026-12-08', outcome: 'adjourned' })
  })
})
