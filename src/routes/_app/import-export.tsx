import { createFileRoute, useSearch } from '@tanstack/react-router'
import { IMPORT_TABS, ImportExportPage, type ImportTab } from '@/features/import-export/import-export-page'

function ImportExport() {
  // Read here rather than by the route's validateSearch: the route table every page carries stays as small as it was.
  const { tab } = useSearch({ strict: false }) as { tab?: unknown }
  const navigate = Route.useNavigate()
  const shown = IMPORT_TABS.includes(tab as ImportTab) ? (tab as ImportTab) : 'sheet'
  return <ImportExportPage tab={shown} onTab={(next) => void navigate({ search: { tab: next } as never, replace: true })} />
}

/** Issue 26: import and export (`?tab=sheet|cnr|export`, the spreadsheet when absent or unknown). */
export const Route = createFileRoute('/_app/import-export')({ component: ImportExport })
