import { useEffect, useRef } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { api } from '@/api/client'
import type { components } from '@/api/schema.gen'
import { displayDate, todayWire } from '@/lib/dates'
import { rupees } from '@/lib/money'
import { ClientPicker } from '@/lookups/pickers'
import { defineList, defineModule } from '@/shell/define-module'
import { deleteColumn } from '@/shell/row-actions'
import { pagedBody } from '@/shell/use-list'
import { auditName, currentAdvocateCode } from '@/session/session-store'
import { paymentFields, toForm } from './payload'
import { PaymentFields } from './payment-fields'
import { COMMON, useCommon } from '@/components/texts'
import { EMPTY, MESSAGES, paymentSchema } from './schema'
import { TEXTS, texts, useTexts } from './texts'

type ClientRow = components['schemas']['ClientPaymentSummaryRow']
type PaymentRow = components['schemas']['PaymentRow']
type PaymentFilters = { clientCode: string; encryptedClientCode: string }
/** Spec 2 §1: the signed-in user's advocate. */

/** The encrypted code of a client chosen by its code (the payment calls name a client by it). */
async function encryptedClientOf(clientCode: string) {
  const { data } = await api.POST('/client-list', { body: { pageNumber: 1, pageSize: 1000, SearchText: clientCode, EncryptedAdvocateCode: currentAdvocateCode(), isDropDown: true } })
  return data!.data.clientList.find((c) => c.clientCode === clientCode)?.encryptedClientCode ?? ''
}

/**
 * The Client filter: the picker sets the client's code; its encrypted code follows (found once for a picked
 * client, given with the code by an overview row), so a stale pair never lists another client's payments.
 */
function ClientFilter() {
  const { control, setValue } = useFormContext<PaymentFilters>()
  const [clientCode = '', encrypted = ''] = useWatch({ control, name: ['clientCode', 'encryptedClientCode'] })
  const last = useRef({ clientCode, encrypted })
  useEffect(() => {
    const previous = last.current
    last.current = { clientCode, encrypted }
    if (!clientCode) {
      if (encrypted) setValue('encryptedClientCode', '')
      return
    }
    const stale = encrypted !== '' && clientCode !== previous.clientCode && encrypted === previous.encrypted
    if (stale) return setValue('encryptedClientCode', '')
    if (encrypted) return
    let live = true
    void encryptedClientOf(clientCode).then(
      (code) => live && setValue('encryptedClientCode', code),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [clientCode, encrypted, setValue])
  const c = useCommon()
  return <ClientPicker name="clientCode" label={c.fields.client} />
}

function PaymentsTotal({ amount }: { amount: number }) {
  const t = useTexts()
  return <p className="text-right font-semibold">{t.totalAmount(rupees(amount))}</p>
}

const chosen = (filters: PaymentFilters) => filters.clientCode !== '' && filters.encryptedClientCode !== ''

/** Spec 2 §2: one row per client until a client is chosen. */
const clientOverview = defineList({
  path: '/client-payment-list',
  toastOnFailure: true,
  body: (state) => ({ ...pagedBody(state), EncryptedAdvocateCode: currentAdvocateCode() }),
  rows: (data) => data.clientPaymentList,
  columns: [
    { header: COMMON.fields.clientName, accessorKey: 'clientName' },
    { header: COMMON.fields.mobileNo, accessorFn: (row: ClientRow) => row.mobileNo ?? '' },
    { header: TEXTS.overview.totalCases, accessorFn: (row: ClientRow) => row.totalNoOfCase ?? 0, meta: { kind: 'number' } },
    { header: TEXTS.overview.amount, accessorFn: (row: ClientRow) => rupees(row.totalAmount), meta: { kind: 'number' } },
  ],
  rowId: (row: ClientRow) => row.encryptedClientCode,
})

/** Spec 2 §2: the payments received from a client, their total, and the Payment Details form. */
export const paymentModule = defineModule({
  title: TEXTS.title,
  listTab: TEXTS.listTab,
  detailTab: TEXTS.detailTab,
  filters: { empty: { clientCode: '', encryptedClientCode: '' } as PaymentFilters, Fields: ClientFilter },
  overview: {
    when: (filters) => !chosen(filters),
    list: clientOverview,
    pick: (row: ClientRow) => ({ clientCode: row.clientCode ?? '', encryptedClientCode: row.encryptedClientCode }),
  },
  canCreate: (filters) => (chosen(filters) ? null : MESSAGES.selectClient),
  list: {
    path: '/payment-detail-list',
    toastOnFailure: true,
    body: (state, filters) => ({ ...pagedBody(state), EncryptedAdvocateCode: currentAdvocateCode(), encryptedClientCode: filters.encryptedClientCode }),
    rows: (data) => data.paymentDetailList,
    columns: [
      { header: COMMON.fields.caseNo, accessorKey: 'caseNo' },
      { header: TEXTS.columns.chequeDate, accessorFn: (row: PaymentRow) => displayDate(row.chequeDate) },
      { header: TEXTS.columns.paymentDate, accessorFn: (row: PaymentRow) => displayDate(row.paymentDate) },
      { header: TEXTS.columns.paymentNo, accessorFn: (row: PaymentRow) => row.paymentNo ?? '' },
      { header: TEXTS.overview.amount, accessorFn: (row: PaymentRow) => rupees(row.amount), meta: { kind: 'number' } },
      deleteColumn({
        label: (row: PaymentRow) => texts().deletePayment(rupees(row.amount), row.caseNo),
        question: MESSAGES.askDelete,
        remove: async (row) => (await api.DELETE('/delete-payment-detail', { body: { encryptedClientPaymentId: row.encryptedClientPaymentId } })).data!.message,
      }),
    ],
    rowId: (row: PaymentRow) => row.encryptedClientPaymentId,
    footer: (data) => <PaymentsTotal amount={data.totalAmount} />,
  },
  form: {
    schema: paymentSchema,
    empty: EMPTY,
    Fields: PaymentFields,
    // Spec 2 §3, §9: a new payment is the current client's, received today unless changed.
    fresh: (filters) => ({ ...EMPTY, clientCode: filters.clientCode, encryptedClientCode: filters.encryptedClientCode, paymentDate: displayDate(todayWire()) }),
  },
  idOf: (row) => row.encryptedClientPaymentId,
  load: (row, filters) => toForm(row, filters),
  create: async (values) => {
    const { data } = await api.POST('/add-payment-detail', { body: { ...paymentFields(values), payAmount: Number(values.amount), addUser: auditName() } })
    return { message: data!.message, id: data!.data.encryptedClientPaymentId }
  },
  update: async (id, values) => {
    const { data } = await api.POST('/update-payment-detail', { body: { ...paymentFields(values), encryptedClientPaymentId: id, amount: Number(values.amount), modifyUser: auditName() } })
    return { message: data!.message }
  },
})
