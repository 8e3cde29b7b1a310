import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '@/app/coming-soon'

export const Route = createFileRoute('/_app/case-next-date/$id')({ component: () => <ComingSoon title="Case Next Date" /> })
