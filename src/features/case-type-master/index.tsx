import { api } from '@/api/client'
import type { components } from '@/api/schema.gen'
import { StatusBadge } from '@/components/status-badge'
import { defineModule } from '@/shell/define-module'
import { auditName } from '@/session/session-store'
import { COMMON } from '@/components/texts'
import { CaseTypeFields } from './case-type-fields'
import { TEXTS } from './texts'
import { EMPTY, MESSAGES, caseTypeSchema, toPayload } from './schema'

type CaseType = components['schemas']['CaseTypeRow']

/** A provider may answer A/S or the words (MasterStatus). */
const statusCode = (status: string | undefined): 'A' | 'S' => (!status || /^a/i.test(status) ? 'A' : 'S')

/** Spec 3 §2.7: case types, each of one court (country → state → court). */
export const caseTypeModule = defineModule({
  title: TEXTS.title,
  listTab: TEXTS.listTab,
  detailTab: TEXTS.detailTab,
  list: {
    path: '/get-case-type-master-list',
    rows: (data) => data.caseTypeMasterList,
    columns: [
      { header: TEXTS.caseCode, accessorKey: 'caseCode' },
      { header: TEXTS.country, accessorFn: (row: CaseType) => row.countryName ?? '' },
      { header: TEXTS.state, accessorFn: (row: CaseType) => row.stateName ?? '' },
      { header: COMMON.fields.court, accessorFn: (row: CaseType) => row.courtName ?? '' },
      { header: TEXTS.caseType, accessorKey: 'caseType' },
      {
        header: COMMON.status,
        accessorFn: (row: CaseType) => (statusCode(row.status) === 'A' ? 'Active' : 'Suspended'),
        cell: ({ getValue }) => <StatusBadge status={getValue() as string} />,
      },
    ],
    rowId: (row: CaseType) => row.caseCode,
    failedText: MESSAGES.listFailed,
  },
  form: { schema: caseTypeSchema, empty: EMPTY, Fields: CaseTypeFields },
  idOf: (row) => row.encryptedCaseCode ?? '',
  load: (row) => ({
    caseType: row.caseType,
    countryCode: row.countryCode ?? '',
    stateCode: row.stateCode ?? '',
    courtCode: row.courtCode ?? '',
    status: statusCode(row.status),
  }),
  create: async (values) => {
    const { data } = await api.POST('/add-case-type-master', { body: { ...toPayload(values), addUser: auditName() } })
    return { message: data!.message, id: data!.data.encryptedCaseCode }
  },
  update: async (id, values) => {
    await api.POST('/update-case-type-master', { body: { ...toPayload(values), encryptedCaseCode: id, modifyUser: auditName() } })
    return { message: MESSAGES.updated }
  },
})
