import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordPage } from '@/features/auth/reset-password-page'

export const Route = createFileRoute('/reset-password/$id')({ component: Page })

function Page() {
  const { id } = Route.useParams()
  return <ResetPasswordPage id={id} />
}
