import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '@/app/coming-soon'

export const Route = createFileRoute('/_app/case-schedule')({ component: () => <ComingSoon title="Case Schedule" /> })
