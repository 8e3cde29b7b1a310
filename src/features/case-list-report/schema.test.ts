import { describe, expect, it } from 'vitest'
import { caseListFilters, EMPTY, MESSAGES, REPORT_TYPES, STATUSES, toRequest } from './schema'

const messagesOf = (value: unknown) => {
  const result = caseListFilters.safeParse(value)
  return result.success ? [] : result.error.issues.map((i) => i.message)
}

describe('case list report filters', () => {
  it('start Client Wise with every status, and need a country and a state (spec 3 §5)', () => {
    expect(EMPTY).toMatchObject({ reportType: 'CN', status: 'ALL' })
    expect(messagesOf(EMPTY)).toEqual([MESSAGES.country, MESSAGES.state])
    expect(messagesOf({ ...EMPTY, countryCode: 'IN' })).toEqual([MESSAGES.state])
    expect(messagesOf({ ...EMPTY, countryCode: 'IN', stateCode: 'MH' })).toEqual([])
  })

  it('offer the spec’s two report types and five statuses, and nothing else', () => {
    expect(REPORT_TYPES.map((t) => t.label)).toEqual(['Case list Diary (Client Wise)', 'Case List Diary'])
    expect([...STATUSES]).toEqual(['ALL', 'ONGOING', 'WON', 'LOST', 'CLOSED'])
    const chosen = { ...EMPTY, countryCode: 'IN', stateCode: 'MH' }
    expect(messagesOf({ ...chosen, status: 'DISPOSED' })).toEqual([MESSAGES.status])
    expect(messagesOf({ ...chosen, status: '' })).toEqual([MESSAGES.status])
    expect(messagesOf({ ...chosen, reportType: 'XX' })).not.toEqual([])
  })

  it('send the state, the type and the status', () => {
    expect(toRequest({ countryCode: 'IN', stateCode: 'MH', reportType: 'CL', status: 'WON' })).toEqual({ stateCode: 'MH', ReportType: 'CL', CaseStatus: 'WON' })
  })
})
