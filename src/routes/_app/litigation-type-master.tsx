import { createFileRoute } from '@tanstack/react-router'
import { ModulePage } from '@/features/pending/module-page'

export const Route = createFileRoute('/_app/litigation-type-master')({ component: () => <ModulePage title="Litigation Type Master" /> })
