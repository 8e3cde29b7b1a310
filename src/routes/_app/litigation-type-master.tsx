import { createFileRoute } from '@tanstack/react-router'
import { ModulePage } from '@/shell/module-page'
import { litigationModule } from '@/features/litigation-type-master'

export const Route = createFileRoute('/_app/litigation-type-master')({ component: () => <ModulePage module={litigationModule} /> })
