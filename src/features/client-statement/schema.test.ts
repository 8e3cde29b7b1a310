import { describe, expect, it } from 'vitest'
import { FROM_AFTER_TO } from '@/lib/date-range'
import { emptyForm, matching, statementFilters, toRequest } from './schema'

const messagesOf = (value: unknown) => {
  const result = statementFilters.safeParse(value)
  return result.success ? [] : result.error.issues.map((i) => i.message)
}
const NOW = new Date(2026, 10, 24, 23, 30)

describe('client statement filters', () => {
  it('start at today to today, Summary', () => {
    expect(emptyForm(NOW)).toEqual({ fromDate: '24-11-2026', toDate: '24-11-2026', reportType: 'Summary' })
  })

  it('accept From equal to To and refuse From one day later (spec 3 §5)', () => {
    expect(messagesOf({ ...emptyForm(NOW), fromDate: '01-01-2026', toDate: '01-01-2026' })).toEqual([])
    expect(messagesOf({ ...emptyForm(NOW), fromDate: '02-01-2026', toDate: '01-01-2026' })).toEqual([FROM_AFTER_TO])
    expect(messagesOf({ ...emptyForm(NOW), reportType: 'Both' })).toHaveLength(1)
  })

  it('send the client, case, type and dates as the provider takes them; an unset date is today (spec 3 §9)', () => {
    expect(toRequest({ clientCode: '7', caseNo: 'OS/1/2026', reportType: 'Details', fromDate: '01-04-2026', toDate: '' }, NOW)).toEqual({
      ClientCode: '7',
      ClientCaseNo: 'OS/1/2026',
      ReportType: 'Details',
      FromDate: '2026-04-01',
      ToDate: '2026-11-24',
    })
    expect(toRequest({}, NOW)).toEqual({ ClientCode: '', ClientCaseNo: '', ReportType: 'Summary', FromDate: '2026-11-24', ToDate: '2026-11-24' })
  })

  it('search panels keep what contains the text, ignoring case and spaces around it', () => {
    const cases = [{ no: 'OS/12/2026', title: 'Rao v. State' }, { no: 'CR/3/2025', title: 'Mehta v. Union' }]
    const fields = (c: (typeof cases)[number]) => [c.no, c.title]
    expect(matching(cases, ' os/12 ', fields)).toEqual([cases[0]])
    expect(matching(cases, 'UNION', fields)).toEqual([cases[1]])
    expect(matching(cases, '', fields)).toEqual(cases)
  })
})
