import { createFileRoute } from '@tanstack/react-router'
import { ModulePage } from '@/shell/module-page'
import { systemSettingsModule } from '@/features/system-settings'

export const Route = createFileRoute('/_app/system-settings')({ component: () => <ModulePage module={systemSettingsModule} /> })
