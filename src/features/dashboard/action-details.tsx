import { lazy } from 'react'
import { $api } from '@/api/query'
import { useTableState } from '@/components/data-table/use-table-state'
import { DashboardArea } from './dashboard-area'
import { DASHBOARD_PAGE_SIZE, listOptions, pagingBody } from './queries'
import { useTexts } from './texts'

const ActionTable = lazy(() => import('./action-table'))

function useActionRows(advocateCode: string) {
  const state = useTableState('actions', DASHBOARD_PAGE_SIZE)
  return { state, list: $api.useQuery('post', '/get-action-details-list', { body: pagingBody(state, advocateCode) }, listOptions) }
}
export type ActionRows = ReturnType<typeof useActionRows>

/** Spec §2.4 area 2: reminders; an Open status closes after a confirmation (the shared close flow), Close is final. */
export function ActionDetails({ advocateCode }: { advocateCode: string }) {
  const t = useTexts().actions
  const rows = useActionRows(advocateCode)
  return (
    <DashboardArea id="actions" title={t.title} size={rows.state.size}>
      <ActionTable {...rows} />
    </DashboardArea>
  )
}
