import { createFileRoute } from '@tanstack/react-router'
import { ModulePage } from '@/features/pending/module-page'

export const Route = createFileRoute('/_app/client-report')({ component: () => <ModulePage title="Client Statement of Account" /> })
