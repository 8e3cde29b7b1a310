import { createFileRoute } from '@tanstack/react-router'
import { ModulePage } from '@/shell/module-page'
import { roleModule } from '@/features/role-master'

export const Route = createFileRoute('/_app/security-role-master')({ component: () => <ModulePage module={roleModule} /> })
