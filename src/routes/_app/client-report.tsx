import { createFileRoute } from '@tanstack/react-router'
import { StatementPage } from '@/features/client-statement/statement-page'

export const Route = createFileRoute('/_app/client-report')({ component: StatementPage })
