import { api } from '@/api/client'
import type { components } from '@/api/schema.gen'
import { SelectInput } from '@/components/form/form-fields'
import { rupees } from '@/lib/money'
import { CountryStateFields } from '@/lookups/pickers'
import { currentAdvocateCode } from '@/session/session-store'
import { defineReport } from '@/shell/define-report'
import { TEXTS, useTexts } from './texts'
import { EMPTY, inquiryFilters, REG_TYPES, regTypeName, toRequest, type InquiryFilters } from './schema'

type Row = components['schemas']['ReportCustomerInquiryRow']

/** Spec 3 §9: 15 rows by default; 15, 30, 45 or 60. */
export const PAGE_SIZE = 15
export const PAGE_SIZES = [15, 30, 45, 60] as const
export const PDF_FILE = 'CustomerInquiryList.pdf'

/** Spec 3 §6: reports carry the current advocate's code; the administrator has none, and the call does not need it. */
const advocateCode = () => ({ EncryptedAdvocateCode: currentAdvocateCode() || undefined })

function InquiryFields() {
  const t = useTexts()
  const regTypes = REG_TYPES.map((type) => ({ value: type.value, label: t.regTypes[type.value] }))
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <CountryStateFields />
      <SelectInput name="regType" label={t.regType} options={regTypes} />
    </div>
  )
}

/** Spec 3 §2.13: the administrator's list of enquiries by state and registration type, and its PDF. */
export const inquiryReport = defineReport({
  title: TEXTS.title,
  filters: { schema: inquiryFilters, empty: EMPTY, Fields: InquiryFields },
  table: {
    path: '/customer-inquiry-list',
    body: (state, filters: InquiryFilters) => ({ PageNumber: state.page, PageSize: state.size, ...advocateCode(), ...toRequest(filters), isPDFGenerate: false }),
    rows: (data) => data.customerInqList,
    columns: [
      { header: TEXTS.columns.stateName, accessorFn: (row: Row) => row.stateName ?? '' },
      { header: TEXTS.columns.advocateName, accessorFn: (row: Row) => row.advocateName ?? '' },
      { header: TEXTS.columns.mobileNo, accessorFn: (row: Row) => row.mobileNo ?? '' },
      { header: TEXTS.columns.email, accessorFn: (row: Row) => row.email ?? '' },
      { header: TEXTS.regType, accessorFn: (row: Row) => regTypeName(row.regType) },
      // Spec 3 §2.13: 0 when empty.
      { header: TEXTS.columns.totalAmount, accessorFn: (row: Row) => rupees(Number(row.totalAmount || 0)), meta: { kind: 'number' } },
    ],
    rowId: (row: Row) => `${row.mobileNo}|${row.email}|${row.advocateName}`,
    serialHeader: TEXTS.columns.serial,
    pageSize: PAGE_SIZE,
    pageSizes: PAGE_SIZES,
  },
  pdf: {
    label: TEXTS.pdf,
    fileName: PDF_FILE,
    needsRows: true,
    call: async (filters) =>
      (await api.POST('/customer-inquiry-list', { body: { PageNumber: 1, PageSize: PAGE_SIZE, ...advocateCode(), ...toRequest(filters), isPDFGenerate: true }, parseAs: 'blob' })).data,
  },
})
