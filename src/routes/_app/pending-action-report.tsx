import { createFileRoute } from '@tanstack/react-router'
import { ReportPage } from '@/shell/report-page'
import { pendingActionReport } from '@/features/pending-action-report'

export const Route = createFileRoute('/_app/pending-action-report')({ component: () => <ReportPage report={pendingActionReport} /> })
