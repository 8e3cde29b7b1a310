import { createFileRoute } from '@tanstack/react-router'
import { ModulePage } from '@/features/pending/module-page'

export const Route = createFileRoute('/_app/case-schedule')({ component: () => <ModulePage title="Case Schedule" /> })
