import { createFileRoute } from '@tanstack/react-router'
import { StartPage } from '@/app/start-page'

export const Route = createFileRoute('/start')({ component: StartPage })
