import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '@/app/coming-soon'

export const Route = createFileRoute('/_app/file-placement')({ component: () => <ComingSoon title="File Placement" /> })
