import { Link } from '@tanstack/react-router'
import { ClipboardCheck } from 'lucide-react'
import { $api } from '@/api/query'
import { ApiError, errorMessage } from '@/api/errors'
import { todayWire } from '@/lib/dates'
import { useCommon } from '@/components/texts'
import { TEXTS, useTexts } from './texts'

export const DIARY_CHECK = TEXTS.diaryCheck

/**
 * Issue 24: the dashboard's way into the hygiene queue, with how many of the practice's cases need attention
 * (every kind's count, a case counted once per kind). A user whose menu has no Diary Check (403) sees nothing.
 */
export default function DiaryCheckTile({ advocateCode }: { advocateCode: string }) {
  const body = { EncryptedAdvocateCode: advocateCode, Kind: 'NO_NEXT_DATE' as const, Today: todayWire(), Months: 6, PageNumber: 1, PageSize: 1 }
  const check = $api.useQuery('post', '/get-diary-hygiene-list', { body }, { retry: false })
  const t = useTexts().diaryCheck
  const c = useCommon()
  if (check.error instanceof ApiError && check.error.status === 403) return null
  if (check.isPending) return null
  if (check.isError)
    return (
      <p role="status" className="card p-3 text-sm">
        {t.failed} {errorMessage(check.error)}{' '}
        <button type="button" className="btn-link min-h-11 py-0" onClick={() => void check.refetch()}>
          {c.tryAgain}
        </button>
      </p>
    )
  const total = Object.values(check.data.data.counts).reduce((sum, n) => sum + n, 0)
  return (
    <Link to="/diary-hygiene" className="card flex min-h-11 items-center gap-2 p-3 font-medium hover:underline">
      <ClipboardCheck size={18} aria-hidden="true" />
      {total ? t.needs(total) : t.clean}
    </Link>
  )
}
