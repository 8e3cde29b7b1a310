import { createFileRoute } from '@tanstack/react-router'
import { ModulePage } from '@/shell/module-page'
import { userModule } from '@/features/user'

export const Route = createFileRoute('/_app/user')({ component: () => <ModulePage module={userModule} /> })
