import { api } from '@/api/client'
import { DateInput, RadioGroupInput } from '@/components/form/form-fields'
import { currentAdvocateCode } from '@/session/session-store'
import { defineReport } from '@/shell/define-report'
import { useCommon } from '@/components/texts'
import { cashFilters, emptyFilters, toRequest } from './schema'
import { TEXTS, useTexts } from './texts'

export const PDF_FILE = 'CashCollectionReport.pdf'

function CashFields() {
  const t = useTexts()
  const c = useCommon()
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <DateInput name="fromDate" label={c.fields.fromDate} />
      <DateInput name="toDate" label={c.fields.toDate} />
      <RadioGroupInput name="reportType" label={c.fields.type} options={t.reportTypes} />
    </div>
  )
}

/** Spec 3 §2.13: the payments received between two dates, payment by payment or client by client, as a PDF (route /client-payment-report). */
export const cashCollectionReport = defineReport({
  title: TEXTS.title,
  filters: { schema: cashFilters, empty: emptyFilters, Fields: CashFields },
  pdf: {
    label: TEXTS.generate,
    fileName: PDF_FILE,
    call: async (filters) => {
      const EncryptedAdvocateCode = currentAdvocateCode()
      return (await api.POST('/cash-collection-report', { body: { EncryptedAdvocateCode, ...toRequest(filters) }, parseAs: 'blob' })).data
    },
  },
})
