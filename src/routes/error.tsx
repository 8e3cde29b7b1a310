import { createFileRoute } from '@tanstack/react-router'
import { ErrorPage } from '@/features/welcome/welcome-page'

export const Route = createFileRoute('/error')({ component: () => <ErrorPage /> })
