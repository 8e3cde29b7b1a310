import { api } from '@/api/client'
import { RadioGroupInput, SelectInput } from '@/components/form/form-fields'
import { CountryStateFields } from '@/lookups/pickers'
import { currentAdvocateCode } from '@/session/session-store'
import { defineReport } from '@/shell/define-report'
import { useCommon } from '@/components/texts'
import { caseListFilters, EMPTY, STATUSES, toRequest } from './schema'
import { TEXTS, useTexts } from './texts'

export const PDF_FILE = 'CaseListReport.pdf'

function CaseListFields() {
  const t = useTexts()
  const c = useCommon()
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <CountryStateFields />
      <SelectInput name="status" label={c.status} options={STATUSES.map((s) => ({ value: s, label: t.statuses[s] }))} />
      <RadioGroupInput name="reportType" label={c.fields.reportType} options={t.reportTypes} />
    </div>
  )
}

/** Spec 3 §2.13: the case list diary of a state, client by client or in one list, as a PDF (route /case-list-report). */
export const caseListReport = defineReport({
  title: TEXTS.title,
  filters: { schema: caseListFilters, empty: EMPTY, Fields: CaseListFields },
  pdf: {
    label: TEXTS.generate,
    fileName: PDF_FILE,
    call: async (filters) => {
      const EncryptedAdvocateCode = currentAdvocateCode()
      return (await api.POST('/client-case-list-report-pdf', { body: { EncryptedAdvocateCode, ...toRequest(filters) }, parseAs: 'blob' })).data
    },
  },
})
