import { createFileRoute } from '@tanstack/react-router'
import { ModulePage } from '@/shell/module-page'
import { countryModule } from '@/features/country-master'

export const Route = createFileRoute('/_app/country-master')({ component: () => <ModulePage module={countryModule} /> })
