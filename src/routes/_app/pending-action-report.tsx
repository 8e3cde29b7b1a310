import { createFileRoute } from '@tanstack/react-router'
import { ModulePage } from '@/features/pending/module-page'

export const Route = createFileRoute('/_app/pending-action-report')({ component: () => <ModulePage title="Pending Action Report" /> })
