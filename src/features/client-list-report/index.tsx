import { api } from '@/api/client'
import type { components } from '@/api/schema.gen'
import { SelectInput } from '@/components/form/form-fields'
import { CountryStateFields } from '@/lookups/pickers'
import { currentAdvocateCode } from '@/session/session-store'
import { defineReport } from '@/shell/define-report'
import { COMMON } from '@/components/texts'
import { TEXTS, useTexts } from './texts'
import { addressOf, clientListFilters, EMPTY, toRequest, type ClientListFilters } from './schema'

type Row = components['schemas']['ReportClientRow']

/** Spec 3 §9: 5 rows by default; 5, 10, 20, 30 or 40. */
export const PAGE_SIZE = 5
export const PAGE_SIZES = [5, 10, 20, 30, 40] as const
export const PDF_FILE = 'ClientListReport.pdf'


function ClientListFields() {
  const t = useTexts()
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <CountryStateFields />
      <SelectInput name="clientType" label={t.clientType} options={t.clientTypes} />
    </div>
  )
}

/** Spec 3 §2.13: the advocate's clients of a state, paged, and their PDF once rows show (route /client-detail). */
export const clientListReport = defineReport({
  title: TEXTS.title,
  filters: { schema: clientListFilters, empty: EMPTY, Fields: ClientListFields },
  table: {
    path: '/client-detail-list',
    body: (state, filters: ClientListFilters) => ({ PageNumber: state.page, PageSize: state.size, EncryptedAdvocateCode: currentAdvocateCode(), ...toRequest(filters), IsPDFTrue: false }),
    rows: (data) => data.clientDetailList,
    columns: [
      { header: TEXTS.state, accessorFn: (row: Row) => row.stateName ?? '' },
      { header: COMMON.fields.clientName, accessorFn: (row: Row) => row.clientName },
      { header: COMMON.fields.contactPerson, accessorFn: (row: Row) => row.contactPerson ?? '' },
      { header: COMMON.fields.mobileNo, accessorFn: (row: Row) => row.mobileNo ?? '' },
      { header: TEXTS.landLineNo, accessorFn: (row: Row) => row.landLineOffice ?? '' },
      { header: TEXTS.emailId, accessorFn: (row: Row) => row.emailId ?? '' },
      { header: TEXTS.address, accessorFn: (row: Row) => addressOf(row) },
      { header: TEXTS.clientType, accessorFn: (row: Row) => row.clientType ?? '' },
    ],
    rowId: (row: Row) => row.clientCode ?? `${row.clientName}|${row.mobileNo}`,
    serialHeader: TEXTS.serialNo,
    pageSize: PAGE_SIZE,
    pageSizes: PAGE_SIZES,
  },
  pdf: {
    label: TEXTS.generate,
    fileName: PDF_FILE,
    needsRows: true,
    call: async (filters) =>
      (await api.POST('/client-detail-list', { body: { PageNumber: 1, PageSize: PAGE_SIZE, EncryptedAdvocateCode: currentAdvocateCode(), ...toRequest(filters), IsPDFTrue: true }, parseAs: 'blob' })).data,
  },
})
