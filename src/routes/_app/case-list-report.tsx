import { createFileRoute } from '@tanstack/react-router'
import { ReportPage } from '@/shell/report-page'
import { caseListReport } from '@/features/case-list-report'

export const Route = createFileRoute('/_app/case-list-report')({ component: () => <ReportPage report={caseListReport} /> })
