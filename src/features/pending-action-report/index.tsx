import { useFormContext, useWatch } from 'react-hook-form'
import { api } from '@/api/client'
import { DateInput, RadioGroupInput } from '@/components/form/form-fields'
import { ClientCasePicker, ClientPicker, CourtPicker } from '@/lookups/pickers'
import { currentAdvocateCode } from '@/session/session-store'
import { defineReport } from '@/shell/define-report'
import { useCommon } from '@/components/texts'
import { emptyFilters, pendingFilters, toRequest, type PendingFilters } from './schema'
import { TEXTS, useTexts } from './texts'

export const PDF_FILE = 'PendingActionReport.pdf'

function PendingFields() {
  const t = useTexts()
  const c = useCommon()
  const { setValue } = useFormContext<PendingFilters>()
  const clientCode = useWatch<PendingFilters, 'clientCode'>({ name: 'clientCode' })
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <DateInput name="fromDate" label={c.fields.fromDate} />
      <DateInput name="toDate" label={c.fields.toDate} />
      {/* A client change clears the case: the case list is the client's. */}
      <ClientPicker name="clientCode" label={c.fields.clientName} onValueChange={() => setValue('caseNo', '')} />
      <CourtPicker name="courtCode" label={c.fields.courtName} />
      <ClientCasePicker name="caseNo" label={c.fields.caseNo} clientCode={clientCode} />
      <RadioGroupInput name="status" label={c.status} options={t.statuses} />
    </div>
  )
}

/** Spec 3 §2.13: the action items due between two dates, of a client, court or case, as a PDF (route /pending-action-report). */
export const pendingActionReport = defineReport({
  title: TEXTS.title,
  filters: { schema: pendingFilters, empty: emptyFilters, Fields: PendingFields },
  pdf: {
    label: TEXTS.generate,
    fileName: PDF_FILE,
    call: async (filters) => {
      const EncryptedAdvocateCode = currentAdvocateCode()
      return (await api.POST('/get-pending-action-report', { body: { EncryptedAdvocateCode, ...toRequest(filters) }, parseAs: 'blob' })).data
    },
  },
})
