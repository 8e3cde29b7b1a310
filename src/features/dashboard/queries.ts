import { $api } from '@/api/query'
import type { TableState } from '@/components/data-table/use-table-state'

/** Spec §9: dashboard tables show 10 rows; their rows-per-page selector is hidden on /dashboard. */
export const DASHBOARD_PAGE_SIZE = 10

/** The body every dashboard list sends: page, size, search and the advocate. */
export const pagingBody = (state: TableState, advocateCode: string) => ({
  pageNumber: state.page,
  pageSize: state.size,
  SearchText: state.search,
  EncryptedAdvocateCode: advocateCode,
})

export { listOptions } from '@/components/data-table/list-options'

export const scheduleQuery = (advocateCode: string, months: Date[]) =>
  $api.queryOptions('post', '/get-schedule-case-date-list', {
    body: { encryptedAdvocateCode: advocateCode, caseMonths: months.map((m) => m.getMonth() + 1), caseYears: months.map((m) => m.getFullYear()) },
  })
