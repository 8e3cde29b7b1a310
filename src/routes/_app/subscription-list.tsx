import { createFileRoute } from '@tanstack/react-router'
import { ReportPage } from '@/shell/report-page'
import { subscriptionReport } from '@/features/subscription-list'

export const Route = createFileRoute('/_app/subscription-list')({ component: () => <ReportPage report={subscriptionReport} /> })
