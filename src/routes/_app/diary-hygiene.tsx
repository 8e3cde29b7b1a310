import { createFileRoute, useSearch } from '@tanstack/react-router'
import { HygienePage } from '@/features/diary-hygiene/hygiene-page'
import { KINDS, MONTHS, type Kind } from '@/features/diary-hygiene/kinds'

function DiaryHygiene() {
  // Read here rather than by the route's validateSearch: the route table every page carries stays as small as it was.
  const search = useSearch({ strict: false }) as { kind?: unknown; months?: unknown }
  const navigate = Route.useNavigate()
  const kind = KINDS.includes(search.kind as Kind) ? (search.kind as Kind) : 'NO_NEXT_DATE'
  const months = (MONTHS as readonly unknown[]).includes(search.months) ? (search.months as number) : 6
  return <HygienePage kind={kind} months={months} onChange={(next) => void navigate({ search: ((prev: Record<string, unknown>) => ({ ...prev, ...next })) as never, replace: true })} />
}

/** Issue 24: the diary hygiene queue (`?kind=&months=`; an unknown value falls back to the first kind and 6 months). */
export const Route = createFileRoute('/_app/diary-hygiene')({ component: DiaryHygiene })
