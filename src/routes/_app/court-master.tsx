import { createFileRoute } from '@tanstack/react-router'
import { ModulePage } from '@/shell/module-page'
import { courtModule } from '@/features/court-master'

export const Route = createFileRoute('/_app/court-master')({ component: () => <ModulePage module={courtModule} /> })
