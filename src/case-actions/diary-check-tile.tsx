import { Link } from '@tanstack/react-router'
import { ClipboardCheck } from 'lucide-react'
import { $api } from '@/api/query'
import { ApiError, errorMessage } from '@/api/errors'
import { todayWire } from '@/lib/dates'

export const DIARY_CHECK = {
  needs: (n: number) => (n === 1 ? 'Diary check: 1 case needs attention' : `Diary check: ${n} cases need attention`),
  clean: 'Diary check: every date is in order',
  failed: 'The diary check could not be loaded.',
}

/**
 * Issue 24: the dashboard's way into the hygiene queue, with how many of the practice's cases need attention
 * (every kind's count, a case counted once per kind). A user whose menu has no Diary Check (403) sees nothing.
 */
export default function DiaryCheckTile({ advocateCode }: { advocateCode: string }) {
  const body = { EncryptedAdvocateCode: advocateCode, Kind: 'NO_NEXT_DATE' as const, Today: todayWire(), Months: 6, PageNumber: 1, PageSize: 1 }
  const check = $api.useQuery('post', '/get-diary-hygiene-list', { body }, { retry: false })
  if (check.error instanceof ApiError && check.error.status === 403) return null
  if (check.isPending) return null
  if (check.isError)
    return (
      <p role="status" className="card p-3 text-sm">
        {DIARY_CHECK.failed} {errorMessage(check.error)}{' '}
        <button type="button" className="btn-link min-h-11 py-0" onClick={() => void check.refetch()}>
          Try again
        </button>
      </p>
    )
  const total = Object.values(check.data.data.counts).reduce((sum, n) => sum + n, 0)
  return (
    <Link to="/diary-hygiene" className="card flex min-h-11 items-center gap-2 p-3 font-medium hover:underline">
      <ClipboardCheck size={18} aria-hidden="true" />
      {total ? DIARY_CHECK.needs(total) : DIARY_CHECK.clean}
    </Link>
  )
}
