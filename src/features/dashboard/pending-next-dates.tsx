import { lazy } from 'react'
import { $api } from '@/api/query'
import { useTableState } from '@/components/data-table/use-table-state'
import { DashboardArea } from './dashboard-area'
import { DASHBOARD_PAGE_SIZE, listOptions, pagingBody } from './queries'
import { useTexts } from './texts'

const Table = lazy(() => import('./pending-table'))

function usePendingRows(advocateCode: string) {
  const state = useTableState('pending', DASHBOARD_PAGE_SIZE)
  return { state, list: $api.useQuery('post', '/case-next-date-list', { body: pagingBody(state, advocateCode) }, listOptions) }
}
export type PendingRows = ReturnType<typeof usePendingRows>

/** Spec §2.4 area 4: ongoing cases whose next date has passed, each a link to its next-date screen. */
export function PendingNextDates({ advocateCode }: { advocateCode: string }) {
  const t = useTexts().pending
  const rows = usePendingRows(advocateCode)
  return (
    <DashboardArea id="pending" title={t.title} size={rows.state.size}>
      <Table {...rows} />
    </DashboardArea>
  )
}
