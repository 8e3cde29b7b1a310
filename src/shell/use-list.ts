import type { UseQueryResult } from '@tanstack/react-query'
import { $api } from '@/api/query'
import { MalformedAnswer } from '@/api/errors'
import { listOptionsFor } from '@/components/data-table/list-options'
import type { TableState } from '@/components/data-table/use-table-state'
import type { RowData } from '@tanstack/react-table'
import type { PostPath } from './calls'
import type { Filters, ListSpec } from './define-module'

/** One page of rows from the provider, as the shell's table shows it. */
export interface ListResult<Row> {
  rows: Row[] | undefined
  total: number
  status: 'pending' | 'error' | 'success'
  /** The answer's data, for a list's footer. */
  data: unknown
  /** Why the list failed, when the provider said (a refusal, a timeout). */
  error: unknown
  refetch: () => unknown
}

const UNREAD = new MalformedAnswer('answer.data')

/** The masters' request for one page. */
export const pagedBody = (state: TableState) => ({ pageNumber: state.page, pageSize: state.size, SearchText: state.search })

/** Rows and total out of an answer; an answer without rows where rows belong reads as a failure. */
export function read<Row extends RowData>(spec: ListSpec<Row, PostPath, Filters>, data: unknown): { rows: Row[]; total: number } | null {
  try {
    const rows = spec.rows(data as never)
    if (!Array.isArray(rows)) return null
    const total = spec.total ? spec.total(data as never) : (data as { totalCount?: unknown }).totalCount
    return { rows: rows as Row[], total: typeof total === 'number' ? total : rows.length }
  } catch {
    return null
  }
}

/** The typed hook, loosened: a list's path and body were checked where the list was declared. */
const useQuery = $api.useQuery as unknown as (method: 'post', path: string, init: { body: unknown }, options: object) => UseQueryResult<{ data?: unknown }>

/** The page of `spec` the table state and filters ask for (nothing is asked without a spec or while not enabled). */
export function useList<Row extends RowData>(spec: ListSpec<Row, PostPath, Filters> | undefined, state: TableState, filters: Filters, enabled = true): ListResult<Row> {
  const body = spec?.body ? spec.body(state, filters) : pagedBody(state)
  const query = useQuery('post', spec?.path ?? '', { body }, { ...listOptionsFor(spec?.path ?? ''), enabled: enabled && !!spec })
  const answer = query.data && spec ? read(spec, query.data.data) : undefined
  // Rows the answer does not hold where the list reads them: an answer that could not be read, said as such.
  const unread = query.status === 'success' && answer === null
  return { rows: answer?.rows, total: answer?.total ?? 0, status: unread ? 'error' : query.status, data: query.data?.data, error: unread ? UNREAD : query.error, refetch: query.refetch }
}
