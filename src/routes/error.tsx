import { createFileRoute } from '@tanstack/react-router'
import { ErrorPage } from '@/app/error-page'

export const Route = createFileRoute('/error')({ component: () => <ErrorPage /> })
