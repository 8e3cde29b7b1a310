import { createFileRoute } from '@tanstack/react-router'
import { ReportPage } from '@/shell/report-page'
import { inquiryReport } from '@/features/customer-inquiry'

export const Route = createFileRoute('/_app/customer-inquiry')({ component: () => <ReportPage report={inquiryReport} /> })
