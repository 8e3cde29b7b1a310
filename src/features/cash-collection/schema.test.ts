import { describe, expect, it } from 'vitest'
import { FROM_AFTER_TO } from '@/lib/date-range'
import { INVALID_DATE } from '@/lib/date-schema'
import { cashFilters, emptyFilters, toRequest } from './schema'

const messagesOf = (value: unknown) => {
  const result = cashFilters.safeParse(value)
  return result.success ? [] : result.error.issues.map((i) => i.message)
}
const NOW = new Date(2026, 10, 24)

describe('cash collection filters', () => {
  it('start today to today, Payment Wise (spec 3 §2.13, §9)', () => {
    const empty = emptyFilters()
    expect(empty.reportType).toBe('PaymentWise')
    expect(empty.fromDate).toMatch(/^\d{2}-\d{2}-\d{4}$/)
    expect(empty.toDate).toBe(empty.fromDate)
    expect(messagesOf(empty)).toEqual([])
  })

  it('say From Date cannot be greater than To Date one day past the boundary, on To Date', () => {
    expect(messagesOf({ fromDate: '24-11-2026', toDate: '24-11-2026', reportType: 'ClientWise' })).toEqual([])
    const result = cashFilters.safeParse({ fromDate: '25-11-2026', toDate: '24-11-2026', reportType: 'PaymentWise' })
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['toDate', FROM_AFTER_TO]])
  })

  it('count an unset date as today', () => {
    expect(messagesOf({ fromDate: '01-01-2000', toDate: '', reportType: 'PaymentWise' })).toEqual([])
    expect(messagesOf({ fromDate: '', toDate: '01-01-2000', reportType: 'PaymentWise' })).toEqual([FROM_AFTER_TO])
  })

  it('refuse a date that is not one, and a type that is neither', () => {
    expect(messagesOf({ fromDate: '31-04-2026', toDate: '', reportType: 'PaymentWise' })).toEqual([INVALID_DATE])
    expect(messagesOf({ fromDate: '29-02-2028', toDate: '01-03-2028', reportType: 'PaymentWise' })).toEqual([])
    expect(messagesOf({ fromDate: '', toDate: '', reportType: 'Daily' })).not.toEqual([])
  })

  it('send dates as YYYY-MM-DD, an unset one as today', () => {
    expect(toRequest({ fromDate: '01-11-2026', toDate: '', reportType: 'ClientWise' }, NOW)).toEqual({ FromDate: '2026-11-01', ToDate: '2026-11-24', ReportType: 'ClientWise' })
  })
})
