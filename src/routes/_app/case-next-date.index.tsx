import { createFileRoute } from '@tanstack/react-router'
import { CaseNextDatePage } from '@/features/case-next-date/next-date-page'

export const Route = createFileRoute('/_app/case-next-date/')({ component: () => <CaseNextDatePage /> })
