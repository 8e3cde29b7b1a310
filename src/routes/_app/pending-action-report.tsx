import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '@/app/coming-soon'

export const Route = createFileRoute('/_app/pending-action-report')({ component: () => <ComingSoon title="Pending Action Report" /> })
