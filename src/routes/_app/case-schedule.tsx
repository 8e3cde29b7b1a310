import { createFileRoute } from '@tanstack/react-router'
import { ReportPage } from '@/shell/report-page'
import { scheduleReport } from '@/features/case-schedule'

export const Route = createFileRoute('/_app/case-schedule')({ component: () => <ReportPage report={scheduleReport} /> })
