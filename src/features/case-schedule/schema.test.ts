import { describe, expect, it } from 'vitest'
import { FROM_AFTER_TO } from '@/lib/date-range'
import { INVALID_DATE } from '@/lib/date-schema'
import { emptyFilters, scheduleFilters, toRequest } from './schema'

const messagesOf = (value: unknown) => {
  const result = scheduleFilters.safeParse(value)
  return result.success ? [] : result.error.issues.map((i) => i.message)
}
const NOW = new Date(2026, 10, 24, 23, 30)

describe('case schedule filters', () => {
  it('start at today to today, with every client, case and court', () => {
    expect(emptyFilters(NOW)).toEqual({ clientCode: '', clientCaseNo: '', courtCode: '', fromDate: '24-11-2026', toDate: '24-11-2026' })
    expect(messagesOf(emptyFilters(NOW))).toEqual([])
  })

  it('accept From equal to To and refuse From one day later (spec 3 §5)', () => {
    const filters = emptyFilters(NOW)
    expect(messagesOf({ ...filters, fromDate: '24-11-2026', toDate: '24-11-2026' })).toEqual([])
    expect(messagesOf({ ...filters, fromDate: '25-11-2026', toDate: '24-11-2026' })).toEqual([FROM_AFTER_TO])
    expect(messagesOf({ ...filters, fromDate: '01-01-2027', toDate: '31-12-2026' })).toEqual([FROM_AFTER_TO])
    expect(messagesOf({ ...filters, fromDate: '31-04-2026' })).toEqual([INVALID_DATE])
    // An unset date is today (spec 3 §9): an empty From is later than a To of yesterday.
    const yesterday = new Date(new Date().setDate(new Date().getDate() - 1))
    const shown = `${String(yesterday.getDate()).padStart(2, '0')}-${String(yesterday.getMonth() + 1).padStart(2, '0')}-${yesterday.getFullYear()}`
    expect(messagesOf({ ...filters, fromDate: '', toDate: shown })).toEqual([FROM_AFTER_TO])
    expect(messagesOf({ ...filters, fromDate: shown, toDate: '' })).toEqual([])
  })

  it('send dates as YYYY-MM-DD, unset ones as today (spec 3 §9), and empty filters as ""', () => {
    expect(toRequest({ ...emptyFilters(NOW), fromDate: '01-11-2026', toDate: '' }, NOW)).toEqual({ ClientCode: '', ClientCaseNo: '', CourtCode: '', FromDate: '2026-11-01', ToDate: '2026-11-24' })
    expect(toRequest({ clientCode: '12', clientCaseNo: 'OS/1/2026', courtCode: '3', fromDate: '2026-11-02', toDate: '11/30/2026' }, NOW)).toEqual({
      ClientCode: '12',
      ClientCaseNo: 'OS/1/2026',
      CourtCode: '3',
      FromDate: '2026-11-02',
      ToDate: '2026-11-30',
    })
    expect(toRequest({}, NOW)).toMatchObject({ FromDate: '2026-11-24', ToDate: '2026-11-24' })
  })
})
