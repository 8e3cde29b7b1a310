import { createFileRoute } from '@tanstack/react-router'
import { ModulePage } from '@/shell/module-page'
import { caseTypeModule } from '@/features/case-type-master'

export const Route = createFileRoute('/_app/case-type-master')({ component: () => <ModulePage module={caseTypeModule} /> })
