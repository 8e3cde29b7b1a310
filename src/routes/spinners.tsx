import { createFileRoute } from '@tanstack/react-router'
import { SpinnersPage } from '@/features/welcome/spinners-page'

export const Route = createFileRoute('/spinners')({ component: SpinnersPage })
