import { useMutation } from '@tanstack/react-query'
import { Send } from 'lucide-react'
import * as z from 'zod/mini'
import { api } from '@/api/client'
import { errorMessage } from '@/api/errors'
import type { components } from '@/api/schema.gen'
import { toast } from '@/components/toast'
import { reportDate } from '@/lib/dates'
import { rupees } from '@/lib/money'
import { AdvocatePicker } from '@/lookups/pickers'
import { currentAdvocateCode, hasRole, useSessionStore } from '@/session/session-store'
import type { Filters, ListSpec } from '@/shell/define-module'
import { defineReport } from '@/shell/define-report'
import { ReportPage } from '@/shell/report-page'
import { TEXTS, useTexts } from './texts'

type Row = components['schemas']['ReportSubscriptionRow']
type Answer = components['schemas']['ReportSubscriptionList']

export const MESSAGES = TEXTS.messages
/** Spec 3 §9: 5 rows by default; 5, 10, 20, 30 or 40. */
export const PAGE_SIZES = [5, 10, 20, 30, 40] as const

/** The administrator's filter: the advocate whose subscriptions to show (the advocate's own screen has none). */
const advocateFilter = z.object({ encryptedAdvocateCode: z.string().check(z.minLength(1, MESSAGES.selectAdvocate)) })

/**
 * Spec 3 §6: the report is about one advocate: the one the administrator chose, or else the signed-in
 * user's own ('' for the administrator before choosing).
 */
const advocateOf = (filters: Filters | null) => filters?.encryptedAdvocateCode || currentAdvocateCode()

/** Asks the provider to send the advocate the renewal message; without an advocate code nothing is sent. */
async function sendRenewal(encryptedAdvocateCode: string) {
  if (!encryptedAdvocateCode) throw new Error(MESSAGES.noAdvocate)
  const { data } = await api.GET('/send-subscription-renew-mail/{encryptedAdvocateCode}', { params: { path: { encryptedAdvocateCode } } })
  return data!.message
}

/** The advocate's name, and 'Sent Message For Renewal' to the advocate of the list shown. */
function RenewalBar({ data, filters }: { data: Answer | undefined; filters: Filters | null }) {
  // Only an advocate's own list is about the signed-in user; the administrator's is about the advocate chosen.
  const ownName = useSessionStore((s) => (hasRole(s.session, 'ADMIN') ? null : (s.session?.loginUserName ?? null)))
  const name = data?.advocateName ?? ownName
  const t = useTexts()
  const renew = useMutation({
    mutationFn: () => sendRenewal(advocateOf(filters)),
    onSuccess: (message) => toast.success(message),
    onError: (error) => toast.error(error instanceof Error && error.message === MESSAGES.noAdvocate ? MESSAGES.noAdvocate : errorMessage(error)),
  })
  return (
    <div className="card flex flex-wrap items-center justify-between gap-3 p-4 sm:p-6">
      {name ? (
        <p>
          <span className="text-sm text-slate-600 dark:text-slate-300">{t.advocateName}</span>
          <span className="font-semibold">{name}</span>
        </p>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t.chooseFirst}</p>
      )}
      <button type="button" className="btn-primary" disabled={renew.isPending} onClick={() => renew.mutate()}>
        <Send size={16} aria-hidden="true" /> {renew.isPending ? t.sending : t.sendRenewal}
      </button>
    </div>
  )
}

const table: ListSpec<Row, '/client-subscription-list'> = {
  path: '/client-subscription-list',
  body: (state, filters) => ({ PageNumber: state.page, PageSize: state.size, EncryptedAdvocateCode: advocateOf(filters) || undefined }),
  rows: (data) => data.clientSubcription,
  columns: [
    { header: TEXTS.columns.start, accessorFn: (row: Row) => reportDate(row.startDate) },
    { header: TEXTS.columns.end, accessorFn: (row: Row) => reportDate(row.expiryDate) },
    { header: TEXTS.columns.total, accessorFn: (row: Row) => rupees(Number(row.totalAmount || 0)), meta: { kind: 'number' } },
  ],
  rowId: (row: Row) => `${row.startDate}|${row.expiryDate}|${row.totalAmount}`,
  serialHeader: TEXTS.columns.serial,
  pageSize: 5,
  pageSizes: PAGE_SIZES,
}

/** Spec 3 §2.13: the signed-in advocate's subscriptions (one per licence), and the renewal message. */
export const subscriptionReport = defineReport({ title: TEXTS.title, Intro: RenewalBar, table })

function AdvocateField() {
  const t = useTexts()
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <AdvocatePicker name="encryptedAdvocateCode" label={t.advocate} required />
    </div>
  )
}

/**
 * The administrator has no practice of their own: they choose the advocate whose subscriptions to show
 * (and to whom the renewal message goes) through the shared advocate lookup.
 */
export const adminSubscriptionReport = defineReport({
  title: TEXTS.title,
  Intro: RenewalBar,
  filters: { schema: advocateFilter, empty: { encryptedAdvocateCode: '' }, Fields: AdvocateField },
  table,
})

export function SubscriptionListPage() {
  const admin = useSessionStore((s) => hasRole(s.session, 'ADMIN'))
  return admin ? <ReportPage report={adminSubscriptionReport} /> : <ReportPage report={subscriptionReport} />
}
