import { createFileRoute } from '@tanstack/react-router'
import { ValidateAdvocatePage } from '@/features/auth/message-pages'

export const Route = createFileRoute('/validate-advocate/$id/$emailOrMobileNo')({ component: Page })

function Page() {
  const { id, emailOrMobileNo } = Route.useParams()
  return <ValidateAdvocatePage id={id} emailOrMobileNo={emailOrMobileNo} />
}
