import { api } from '@/api/client'
import type { components } from '@/api/schema.gen'
import { StatusBadge } from '@/components/status-badge'
import { defineModule } from '@/shell/define-module'
import { auditName } from '@/session/session-store'
import { CaseTypeFields } from './case-type-fields'
import { EMPTY, MESSAGES, caseTypeSchema, toPayload } from './schema'

type CaseType = components['schemas']['CaseTypeRow']

/** A provider may answer A/S or the words (MasterStatus). */
const statusCode = (status: string | undefined): 'A' | 'S' => (!status || /^a/i.test(status) ? 'A' : 'S')

/** Spec 3 §2.7: case types, each of one court (country → state → court). */
export const caseTypeModule = defineModule({
  title: 'Case Type Master',
  listTab: 'Case Type List',
  detailTab: 'Add Case Type',
  list: {
    path: '/get-case-type-master-list',
    rows: (data) => data.caseTypeMasterList,
    columns: [
      { header: 'Case Code', accessorKey: 'caseCode' },
      { header: 'Country', accessorFn: (row: CaseType) => row.countryName ?? '' },
      { header: 'State', accessorFn: (row: CaseType) => row.stateName ?? '' },
      { header: 'Court', accessorFn: (row: CaseType) => row.courtName ?? '' },
      { header: 'Case Type', accessorKey: 'caseType' },
      {
        header: 'Status',
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
