import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '@/app/coming-soon'

export const Route = createFileRoute('/_app/client-detail')({ component: () => <ComingSoon title="Client List Report" /> })
