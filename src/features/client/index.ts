import { api } from '@/api/client'
import type { components } from '@/api/schema.gen'
import { defineModule } from '@/shell/define-module'
import { pagedBody } from '@/shell/use-list'
import { auditName, currentAdvocateCode } from '@/session/session-store'
import { ClientFields } from './client-fields'
import { COMMON } from '@/components/texts'
import { TEXTS } from './texts'
import { EMPTY, MESSAGES, clientSchema, toForm, toPayload } from '@/records/client-schema'

type ClientRow = components['schemas']['ClientRow']
/** Spec 2 §1: every client belongs to the signed-in user's advocate. */

/** Spec 2 §2: the advocate's clients. */
export const clientModule = defineModule({
  title: TEXTS.title,
  listTab: TEXTS.listTab,
  detailTab: TEXTS.detailTab,
  list: {
    path: '/client-list',
    body: (state) => ({ ...pagedBody(state), EncryptedAdvocateCode: currentAdvocateCode() }),
    rows: (data) => data.clientList,
    columns: [
      { header: TEXTS.columns.clientCode, accessorKey: 'clientCode' },
      { header: COMMON.fields.clientName, accessorKey: 'clientName' },
      { header: COMMON.fields.contactPerson, accessorFn: (row: ClientRow) => row.contactPerson ?? '' },
      { header: COMMON.fields.mobileNo, accessorKey: 'mobileNo' },
      { header: TEXTS.columns.stateName, accessorFn: (row: ClientRow) => row.stateName ?? '' },
    ],
    rowId: (row: ClientRow) => row.clientCode,
    failedText: MESSAGES.listFailed,
  },
  form: { schema: clientSchema, empty: EMPTY, Fields: ClientFields },
  idOf: (row) => row.encryptedClientCode,
  load: async (row) => toForm((await api.POST('/get-client-detail', { body: { ClientCode: row.clientCode } })).data!.data.clientDetail),
  create: async (values) => {
    const { data } = await api.POST('/client-registration', { body: { ...toPayload(values, currentAdvocateCode()), addUser: auditName() } })
    return { message: data!.message, id: data!.data.encryptedClientCode }
  },
  update: async (id, values) => {
    const { data } = await api.POST('/update-client', { body: { ...toPayload(values, currentAdvocateCode()), encryptedClientCode: id, modifyUser: auditName() } })
    return { message: data!.message }
  },
})
