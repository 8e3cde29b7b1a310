import { api } from '@/api/client'
import { DateInput, RadioGroupInput } from '@/components/form/form-fields'
import { currentAdvocateCode } from '@/session/session-store'
import { defineReport } from '@/shell/define-report'
import { cashFilters, emptyFilters, REPORT_TYPES, toRequest } from './schema'

export const PDF_FILE = 'CashCollectionReport.pdf'

function CashFields() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <DateInput name="fromDate" label="From Date" />
      <DateInput name="toDate" label="To Date" />
      <RadioGroupInput name="reportType" label="Type" options={REPORT_TYPES} />
    </div>
  )
}

/** Spec 3 §2.13: the payments received between two dates, payment by payment or client by client, as a PDF (route /client-payment-report). */
export const cashCollectionReport = defineReport({
  title: 'Cash Collection Report',
  filters: { schema: cashFilters, empty: emptyFilters, Fields: CashFields },
  pdf: {
    label: 'Generate Report',
    fileName: PDF_FILE,
    call: async (filters) => {
      const EncryptedAdvocateCode = currentAdvocateCode()
      return (await api.POST('/cash-collection-report', { body: { EncryptedAdvocateCode, ...toRequest(filters) }, parseAs: 'blob' })).data
    },
  },
})
