import { api } from '@/api/client'
import { ApiError } from '@/api/errors'
import type { components } from '@/api/schema.gen'
import { defineModule } from '@/shell/define-module'
import { auditName, currentAdvocateCode } from '@/session/session-store'
import { COMMON } from '@/components/texts'
import { TEXTS } from './texts'
import { FilePlacementFields, FilePlacementFilters } from './file-placement-fields'
import { EMPTY, MESSAGES, filePlacementSchema, isEmptyPlacement, locationOf, toForm, toPayload } from './schema'

type Row = components['schemas']['FilePlacementRow']
/** Spec 2 §1: every case belongs to the signed-in user's advocate. */

/**
 * Spec 2 §2: where each case's file is kept. There is no New: a placement belongs to a case that was
 * registered, so a row is opened and its placement updated.
 */
export const filePlacementModule = defineModule({
  title: TEXTS.title,
  listTab: TEXTS.listTab,
  detailTab: TEXTS.detailTab,
  filters: { empty: { clientCode: '', caseNo: '' }, Fields: FilePlacementFilters },
  list: {
    path: '/get-file-placement-list',
    body: (state, filters) => ({
      pageNumber: state.page,
      pageSize: state.size,
      searchText: state.search,
      EncryptedAdvocateCode: currentAdvocateCode(),
      ...(filters.clientCode ? { ClientCode: filters.clientCode } : {}),
      ...(filters.caseNo ? { CaseNo: filters.caseNo } : {}),
    }),
    rows: (data) => data.filePlacementList,
    columns: [
      { header: COMMON.fields.clientName, accessorKey: 'clientName' },
      { header: COMMON.fields.caseNo, accessorKey: 'clientCaseNo' },
      { header: TEXTS.location, accessorFn: locationOf },
      { header: COMMON.fields.fileDescription, accessorFn: (row: Row) => row.fileDescription ?? '' },
    ],
    rowId: (row: Row) => row.encryptedCaseId,
  },
  form: { schema: filePlacementSchema, empty: EMPTY, Fields: FilePlacementFields },
  idOf: (row) => row.encryptedCaseId,
  load: toForm,
  update: async (id, values) => {
    // Spec 2 §5: saving is skipped when all five fields are empty; the provider is not asked, and the
    // shell shows this as its failed-save toast, keeping the form and its unsaved state.
    if (isEmptyPlacement(values)) throw new ApiError(MESSAGES.nothingToSave, 400)
    const { data } = await api.POST('/update-file-placement-detail', { body: toPayload(values, id, auditName()) })
    return { message: data!.message }
  },
})
