import { lazy } from 'react'
import { $api } from '@/api/query'
import { useTableState } from '@/components/data-table/use-table-state'
import { DashboardArea } from './dashboard-area'
import { DASHBOARD_PAGE_SIZE, listOptions, pagingBody } from './queries'
import { useTexts } from './texts'

const Table = lazy(() => import('./client-table'))

function useClientRows(advocateCode: string) {
  const state = useTableState('clients', DASHBOARD_PAGE_SIZE)
  return { state, list: $api.useQuery('post', '/client-list', { body: pagingBody(state, advocateCode) }, listOptions) }
}
export type ClientRows = ReturnType<typeof useClientRows>

/** Spec §2.4 area 3: clients with their number of cases; a non-zero count opens the Case Detail popup. */
export function ClientList({ advocateCode }: { advocateCode: string }) {
  const t = useTexts().clients
  const rows = useClientRows(advocateCode)
  return (
    <DashboardArea id="clients" title={t.title} size={rows.state.size}>
      <Table {...rows} advocateCode={advocateCode} />
    </DashboardArea>
  )
}
