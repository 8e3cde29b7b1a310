import { useMutation } from '@tanstack/react-query'
import { Send } from 'lucide-react'
import { api } from '@/api/client'
import { errorMessage } from '@/api/errors'
import type { components } from '@/api/schema.gen'
import { toast } from '@/components/toast'
import { reportDate } from '@/lib/dates'
import { rupees } from '@/lib/money'
import { useSessionStore, currentAdvocateCode } from '@/session/session-store'
import { defineReport } from '@/shell/define-report'

type Row = components['schemas']['ReportSubscriptionRow']
type Answer = components['schemas']['ReportSubscriptionList']

export const MESSAGES = {
  /** Spec 3 §5, §8. */
  noAdvocate: 'Advocate code not available',
} as const
/** Spec 3 §9: 5 rows by default; 5, 10, 20, 30 or 40. */
export const PAGE_SIZES = [5, 10, 20, 30, 40] as const

/** Spec 3 §6: the signed-in user's advocate; the administrator has none. */

/** Asks the provider to send the advocate the renewal message; without an advocate code nothing is sent. */
async function sendRenewal() {
  const encryptedAdvocateCode = currentAdvocateCode()
  if (!encryptedAdvocateCode) throw new Error(MESSAGES.noAdvocate)
  const { data } = await api.GET('/send-subscription-renew-mail/{encryptedAdvocateCode}', { params: { path: { encryptedAdvocateCode } } })
  return data!.message
}

/** The advocate's name, and 'Sent Message For Renewal'. */
function RenewalBar({ data }: { data: Answer | undefined }) {
  const loginName = useSessionStore((s) => s.session?.loginUserName ?? '')
  const renew = useMutation({
    mutationFn: sendRenewal,
    onSuccess: (message) => toast.success(message),
    onError: (error) => toast.error(error instanceof Error && error.message === MESSAGES.noAdvocate ? MESSAGES.noAdvocate : errorMessage(error)),
  })
  return (
    <div className="card flex flex-wrap items-center justify-between gap-3 p-4 sm:p-6">
      <p>
        <span className="text-sm text-slate-600 dark:text-slate-300">Advocate Name: </span>
        <span className="font-semibold">{data?.advocateName ?? loginName}</span>
      </p>
      <button type="button" className="btn-primary" disabled={renew.isPending} onClick={() => renew.mutate()}>
        <Send size={16} aria-hidden="true" /> {renew.isPending ? 'Sending…' : 'Sent Message For Renewal'}
      </button>
    </div>
  )
}

/** Spec 3 §2.13: the signed-in advocate's subscriptions (one per licence), and the renewal message. */
export const subscriptionReport = defineReport({
  title: 'Subscription List',
  Intro: RenewalBar,
  table: {
    path: '/client-subscription-list',
    body: (state) => ({ PageNumber: state.page, PageSize: state.size, EncryptedAdvocateCode: currentAdvocateCode() || undefined }),
    rows: (data) => data.clientSubcription,
    columns: [
      { header: 'Subscription Start Date', accessorFn: (row: Row) => reportDate(row.startDate) },
      { header: 'Subscription End Date', accessorFn: (row: Row) => reportDate(row.expiryDate) },
      { header: 'Subscription Total Amount', accessorFn: (row: Row) => rupees(Number(row.totalAmount || 0)), meta: { kind: 'number' } },
    ],
    rowId: (row: Row) => `${row.startDate}|${row.expiryDate}|${row.totalAmount}`,
    serialHeader: 'S. No',
    pageSize: 5,
    pageSizes: PAGE_SIZES,
  },
})
