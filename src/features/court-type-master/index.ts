import { api } from '@/api/client'
import type { components } from '@/api/schema.gen'
import { defineModule } from '@/shell/define-module'
import { auditName } from '@/session/session-store'
import { CourtTypeFields } from './court-type-fields'
import { TEXTS } from './texts'
import { EMPTY, MESSAGES, courtTypeSchema, toPayload } from './schema'

type CourtType = components['schemas']['CourtTypeRow']

/** Spec 3 §2.5: court types, used by the court master and the case forms. */
export const courtTypeModule = defineModule({
  title: TEXTS.title,
  listTab: TEXTS.listTab,
  detailTab: TEXTS.detailTab,
  list: {
    path: '/court-type-master-list',
    rows: (data) => data.courtTypeMasterList,
    columns: [
      { header: TEXTS.name, accessorKey: 'courtTypeName' },
      { header: TEXTS.code, accessorKey: 'courtTypeCode' },
    ],
    rowId: (row: CourtType) => row.courtTypeCode,
    failedText: MESSAGES.listFailed,
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
