import { createFileRoute } from '@tanstack/react-router'
import { ModulePage } from '@/shell/module-page'
import { clientModule } from '@/features/client'

export const Route = createFileRoute('/_app/client')({ component: () => <ModulePage module={clientModule} /> })
