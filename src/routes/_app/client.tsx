import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '@/app/coming-soon'

export const Route = createFileRoute('/_app/client')({ component: () => <ComingSoon title="Client" /> })
