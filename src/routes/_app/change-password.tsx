import { createFileRoute } from '@tanstack/react-router'
import { ChangePasswordPage } from '@/features/change-password/change-password-page'

export const Route = createFileRoute('/_app/change-password')({ component: ChangePasswordPage })
