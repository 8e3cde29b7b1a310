import { createFileRoute } from '@tanstack/react-router'
import { ConfirmMailPage } from '@/features/auth/message-pages'

export const Route = createFileRoute('/confirm-mail')({ component: ConfirmMailPage })
