import { describe, expect, it } from 'vitest'
import { FROM_AFTER_TO } from '@/lib/date-range'
import { INVALID_DATE } from '@/lib/date-schema'
import { emptyFilters, pendingFilters, STATUSES, toRequest } from './schema'

const messagesOf = (value: unknown) => {
  const result = pendingFilters.safeParse(value)
  return result.success ? [] : result.error.issues.map((i) => i.message)
}
const NOW = new Date(2026, 10, 24)
const filters = (patch: Record<string, string> = {}) => ({ ...emptyFilters(), ...patch })

describe('pending action filters', () => {
  it('start today to today, every client, court and case, Open (spec 3 §4, §9)', () => {
    const empty = emptyFilters()
    expect(empty).toMatchObject({ clientCode: '', courtCode: '', caseNo: '', status: 'O' })
    expect(empty.toDate).toBe(empty.fromDate)
    expect(messagesOf(empty)).toEqual([])
    expect(STATUSES.map((s) => `${s.value} ${s.label}`)).toEqual(['O Open', 'C Close'])
  })

  it('say From Date cannot be greater than To Date one day past the boundary', () => {
    expect(messagesOf(filters({ fromDate: '30-11-2026', toDate: '30-11-2026' }))).toEqual([])
    expect(messagesOf(filters({ fromDate: '01-12-2026', toDate: '30-11-2026' }))).toEqual([FROM_AFTER_TO])
    expect(messagesOf(filters({ fromDate: '31-11-2026' }))).toEqual([INVALID_DATE])
    expect(messagesOf(filters({ status: 'X' }))).not.toEqual([])
  })

  it('send YYYY-MM-DD dates (unset as today), the codes, and O or C', () => {
    expect(toRequest(filters({ fromDate: '', toDate: '2026-12-31', clientCode: '12', caseNo: 'CS/1/2026', status: 'C' }), NOW)).toEqual({
      FromDate: '2026-11-24',
      ToDate: '2026-12-31',
      ClientCode: '12',
      CourtCode: '',
      CaseNo: 'CS/1/2026',
      Status: 'C',
    })
  })
})
