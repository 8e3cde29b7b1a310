import { createFileRoute } from '@tanstack/react-router'
import { ModulePage } from '@/shell/module-page'
import { courtTypeModule } from '@/features/court-type-master'

export const Route = createFileRoute('/_app/court-type-master')({ component: () => <ModulePage module={courtTypeModule} /> })
