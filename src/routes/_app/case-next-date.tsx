import { createFileRoute } from '@tanstack/react-router'
import { ModulePage } from '@/features/pending/module-page'

export const Route = createFileRoute('/_app/case-next-date')({ component: () => <ModulePage title="Case Next Date" /> })
