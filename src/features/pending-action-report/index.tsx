import { useFormContext, useWatch } from 'react-hook-form'
import { api } from '@/api/client'
import { DateInput, RadioGroupInput } from '@/components/form/form-fields'
import { ClientCasePicker, ClientPicker, CourtPicker } from '@/lookups/pickers'
import { currentAdvocateCode } from '@/session/session-store'
import { defineReport } from '@/shell/define-report'
import { emptyFilters, pendingFilters, STATUSES, toRequest, type PendingFilters } from './schema'

export const PDF_FILE = 'PendingActionReport.pdf'

function PendingFields() {
  const { setValue } = useFormContext<PendingFilters>()
  const clientCode = useWatch<PendingFilters, 'clientCode'>({ name: 'clientCode' })
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <DateInput name="fromDate" label="From Date" />
      <DateInput name="toDate" label="To Date" />
      {/* A client change clears the case: the case list is the client's. */}
      <ClientPicker name="clientCode" label="Client Name" onValueChange={() => setValue('caseNo', '')} />
      <CourtPicker name="courtCode" label="Court Name" />
      <ClientCasePicker name="caseNo" label="Case No" clientCode={clientCode} />
      <RadioGroupInput name="status" label="Status" options={STATUSES} />
    </div>
  )
}

/** Spec 3 §2.13: the action items due between two dates, of a client, court or case, as a PDF (route /pending-action-report). */
export const pendingActionReport = defineReport({
  title: 'Pending Action Report',
  filters: { schema: pendingFilters, empty: emptyFilters, Fields: PendingFields },
  pdf: {
    label: 'Generate Report',
    fileName: PDF_FILE,
    call: async (filters) => {
      const EncryptedAdvocateCode = currentAdvocateCode()
      return (await api.POST('/get-pending-action-report', { body: { EncryptedAdvocateCode, ...toRequest(filters) }, parseAs: 'blob' })).data
    },
  },
})
