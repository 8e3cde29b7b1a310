import { api } from '@/api/client'
import { $api } from '@/api/query'
import type { components } from '@/api/schema.gen'
import { listOptions } from '@/components/data-table/list-options'
import { defineModule } from '@/shell/define-module'
import { auditName } from '@/session/session-store'
import { CourtTypeFields } from './court-type-form'
import { EMPTY, MESSAGES, courtTypeSchema, toPayload } from './schema'

type CourtType = components['schemas']['CourtTypeRow']

/** Spec 3 §2.5: court types, used by the court master and the case forms. */
export const courtTypeModule = defineModule({
  title: 'Court Type Master',
  listTab: 'Court Type List',
  detailTab: 'Add Court Type',
  list: {
    columns: [
      { header: 'Court Type Name', accessorKey: 'courtTypeName' },
      { header: 'Code', accessorKey: 'courtTypeCode' },
    ],
    rowId: (row: CourtType) => row.courtTypeCode,
    failedText: MESSAGES.listFailed,
    useRows: (state) => {
      const query = $api.useQuery(
        'post',
        '/court-type-master-list',
        { body: { pageNumber: state.page, pageSize: state.size, SearchText: state.search } },
        listOptions,
      )
      return { rows: query.data?.data.courtTypeMasterList, total: query.data?.data.totalCount ?? 0, status: query.status, refetch: query.refetch }
    },
  },
  form: { schema: courtTypeSchema, empty: EMPTY, Fields: CourtTypeFields },
  idOf: (row) => row.encryptedCourtTypeCode ?? '',
  load: (row) => ({ courtTypeName: row.courtTypeName }),
  create: async (values) => {
    const { data } = await api.POST('/add-court-type-master', { body: { ...toPayload(values), createdBy: auditName() } })
    return { message: data!.message, id: data!.data.encryptedCourtTypeCode }
  },
  update: async (id, values) => {
    await api.POST('/update-court-type-master', { body: { ...toPayload(values), encryptedCourtTypeCode: id, modifiedBy: auditName() } })
    return { message: MESSAGES.updated }
  },
})
