import { createFileRoute } from '@tanstack/react-router'
import { ModulePage } from '@/features/pending/module-page'

export const Route = createFileRoute('/_app/client-payment')({ component: () => <ModulePage title="Client Payment" /> })
