import { createFileRoute } from '@tanstack/react-router'
import { ModulePage } from '@/features/pending/module-page'

export const Route = createFileRoute('/_app/case-type-master')({ component: () => <ModulePage title="Case Type Master" /> })
