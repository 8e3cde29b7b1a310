import { createFileRoute } from '@tanstack/react-router'
import { ReportPage } from '@/shell/report-page'
import { cashCollectionReport } from '@/features/cash-collection'

export const Route = createFileRoute('/_app/client-payment-report')({ component: () => <ReportPage report={cashCollectionReport} /> })
