import { createFileRoute } from '@tanstack/react-router'
import { ModulePage } from '@/shell/module-page'
import { paymentModule } from '@/features/client-payment'

export const Route = createFileRoute('/_app/client-payment')({ component: () => <ModulePage module={paymentModule} /> })
