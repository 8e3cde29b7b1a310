import { api } from '@/api/client'
import type { components } from '@/api/schema.gen'
import { defineModule } from '@/shell/define-module'
import { auditName } from '@/session/session-store'
import { COMMON } from '@/components/texts'
import { CourtFields } from './court-fields'
import { TEXTS } from './texts'
import { EMPTY, MESSAGES, courtSchema, toPayload } from './schema'

type Court = components['schemas']['CourtRow']

/** Spec 3 §2.6: courts, each of a court type and in a state of a country. */
export const courtModule = defineModule({
  title: TEXTS.title,
  listTab: TEXTS.listTab,
  detailTab: TEXTS.detailTab,
  list: {
    path: '/court-master-list',
    rows: (data) => data.courtMasterList,
    columns: [
      { header: COMMON.fields.courtName, accessorKey: 'courtName' },
      { header: TEXTS.location, accessorFn: (row: Court) => row.courtLocation ?? '' },
      { header: TEXTS.address, accessorFn: (row: Court) => row.courtAddress ?? '' },
      { header: COMMON.fields.courtType, accessorFn: (row: Court) => row.courtTypeName ?? '' },
      { header: TEXTS.state, accessorFn: (row: Court) => row.stateName ?? '' },
    ],
    rowId: (row: Court) => row.courtCode,
  },
  form: { schema: courtSchema, empty: EMPTY, Fields: CourtFields },
  idOf: (row) => row.encryptedCourtCode ?? '',
  load: (row) => ({
    courtName: row.courtName,
    courtType: row.courtType ?? '',
    countryCode: row.countryCode ?? '',
    stateCode: row.stateCode ?? '',
    courtLocation: row.courtLocation ?? '',
    courtAddress: row.courtAddress ?? '',
  }),
  create: async (values) => {
    const { data } = await api.POST('/add-court-master', { body: { ...toPayload(values), addUser: auditName() } })
    return { message: data!.message, id: data!.data.encryptedCourtCode }
  },
  update: async (id, values) => {
    await api.POST('/update-court-master', { body: { ...toPayload(values), encryptedCourtCode: id, modifyUser: auditName() } })
    return { message: MESSAGES.updated }
  },
})
