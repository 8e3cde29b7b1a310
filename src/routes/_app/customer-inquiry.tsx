import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '@/app/coming-soon'

export const Route = createFileRoute('/_app/customer-inquiry')({ component: () => <ComingSoon title="Customer Inquiry List" /> })
