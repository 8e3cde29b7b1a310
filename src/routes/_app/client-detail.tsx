import { createFileRoute } from '@tanstack/react-router'
import { ReportPage } from '@/shell/report-page'
import { clientListReport } from '@/features/client-list-report'

export const Route = createFileRoute('/_app/client-detail')({ component: () => <ReportPage report={clientListReport} /> })
