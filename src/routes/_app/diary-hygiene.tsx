import { createFileRoute } from '@tanstack/react-router'
import { HygienePage, KINDS, MONTHS, type Kind } from '@/features/diary-hygiene/hygiene-page'

interface Search {
  kind?: Kind
  months?: number
}

function DiaryHygiene() {
  const { kind = 'NO_NEXT_DATE', months = 6 } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <HygienePage kind={kind} months={months} onChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })} />
}

/** Issue 24: the diary hygiene queue (`?kind=&months=`). */
export const Route = createFileRoute('/_app/diary-hygiene')({
  // The table's own page and size (`checkPage`, `checkSize`) pass through.
  validateSearch: ({ kind, months, ...rest }: Record<string, unknown>): Search => ({
    ...rest,
    ...(KINDS.includes(kind as Kind) ? { kind: kind as Kind } : {}),
    ...((MONTHS as readonly unknown[]).includes(months) ? { months: months as number } : {}),
  }),
  component: DiaryHygiene,
})
