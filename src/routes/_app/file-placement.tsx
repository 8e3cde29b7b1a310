import { createFileRoute } from '@tanstack/react-router'
import { ModulePage } from '@/shell/module-page'
import { filePlacementModule } from '@/features/file-placement'

export const Route = createFileRoute('/_app/file-placement')({ component: () => <ModulePage module={filePlacementModule} /> })
