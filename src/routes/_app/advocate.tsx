import { createFileRoute } from '@tanstack/react-router'
import { ModulePage } from '@/shell/module-page'
import { advocateModule } from '@/features/advocate'

export const Route = createFileRoute('/_app/advocate')({ component: () => <ModulePage module={advocateModule} /> })
