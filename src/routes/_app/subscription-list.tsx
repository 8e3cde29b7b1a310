import { createFileRoute } from '@tanstack/react-router'
import { SubscriptionListPage } from '@/features/subscription-list'

export const Route = createFileRoute('/_app/subscription-list')({ component: SubscriptionListPage })
