import { createFileRoute } from '@tanstack/react-router'
import { ModulePage } from '@/shell/module-page'
import { caseModule } from '@/features/case-registration'

export const Route = createFileRoute('/_app/case-registration')({ component: () => <ModulePage module={caseModule} /> })
