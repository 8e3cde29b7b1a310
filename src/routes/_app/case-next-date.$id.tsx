import { createFileRoute } from '@tanstack/react-router'
import { CaseNextDatePage } from '@/features/case-next-date/next-date-page'

function OpenedCase() {
  const { id } = Route.useParams()
  // A new id is a new case: the page starts afresh.
  return <CaseNextDatePage key={id} id={id} />
}

export const Route = createFileRoute('/_app/case-next-date/$id')({ component: OpenedCase })
