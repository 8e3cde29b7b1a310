import { createFileRoute } from '@tanstack/react-router'
import { ModulePage } from '@/features/pending/module-page'

export const Route = createFileRoute('/_app/court-type-master')({ component: () => <ModulePage title="Court Type Master" /> })
