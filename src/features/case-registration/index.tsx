import { api } from '@/api/client'
import type { components } from '@/api/schema.gen'
import { StatusBadge } from '@/components/status-badge'
import { displayDate } from '@/lib/dates'
import { ClientPicker } from '@/lookups/pickers'
import { defineList, defineModule } from '@/shell/define-module'
import { deleteColumn } from '@/shell/row-actions'
import { pagedBody } from '@/shell/use-list'
import { auditName, hasRole, useSessionStore, currentAdvocateCode } from '@/session/session-store'
import { COMMON, useCommon } from '@/components/texts'
import { CaseActions } from './case-actions'
import { TEXTS, texts } from './texts'
import { CaseFields } from './case-fields'
import { registration, toForm, update } from '@/records/case-payload'
import { EMPTY, MESSAGES, caseSchema, type CaseForm } from '@/records/case-schema'

type ClientRow = components['schemas']['ClientRow']
type CaseRow = components['schemas']['CaseListRow']
/** Spec 2 §1: every case belongs to the signed-in user's advocate. */
/** Spec 2 §6: the right a case update needs, listed among the user's roles by the login answer (see the contract). */
export const CASE_UPDATE_RIGHT = 'AdvocateClientCaseUpdate'

/** Spec 2 §2: one row per client until a client is chosen. */
const clientOverview = defineList({
  path: '/client-list',
  body: (state) => ({ ...pagedBody(state), EncryptedAdvocateCode: currentAdvocateCode() }),
  rows: (data) => data.clientList,
  columns: [
    { header: TEXTS.columns.clientCode, accessorKey: 'clientCode' },
    { header: COMMON.fields.clientName, accessorKey: 'clientName' },
    { header: TEXTS.columns.stateName, accessorFn: (row: ClientRow) => row.stateName ?? '' },
    { header: TEXTS.columns.totalCases, accessorFn: (row: ClientRow) => row.totalNoOfCase ?? 0 },
  ],
  rowId: (row: ClientRow) => row.clientCode,
  failedText: MESSAGES.listFailed,
})

function ClientFilter() {
  const c = useCommon()
  return <ClientPicker name="clientCode" label={c.fields.client} />
}

/** Spec 2 §2: the advocate's cases, client by client, and the New Case form. */
export const caseModule = defineModule({
  title: TEXTS.title,
  listTab: TEXTS.listTab,
  detailTab: TEXTS.detailTab,
  filters: { empty: { clientCode: '' }, Fields: ClientFilter },
  overview: { when: (filters) => !filters.clientCode, list: clientOverview, pick: (row: ClientRow) => ({ clientCode: row.clientCode }) },
  list: {
    path: '/advocate-client-case-list',
    body: (state, filters) => ({ pageNumber: state.page, PageSize: state.size, searchText: state.search, encryptedAdvocateCode: currentAdvocateCode(), clientCode: filters.clientCode }),
    rows: (data) => data.advocateCaseList,
    columns: [
      { header: TEXTS.columns.cnr, accessorFn: (row: CaseRow) => row.caseRecordNo ?? '' },
      { header: COMMON.fields.caseNo, accessorKey: 'clientCaseNo' },
      { header: TEXTS.columns.caseTitle, accessorFn: (row: CaseRow) => row.caseTitle ?? '' },
      { header: COMMON.fields.nextHearingDate, accessorFn: (row: CaseRow) => displayDate(row.nextHearingDate) },
      { header: TEXTS.columns.attendantAdvocate, accessorFn: (row: CaseRow) => row.attendantAdvocateName ?? '' },
      { header: TEXTS.columns.caseStatus, id: 'caseStatus', cell: ({ row }) => <StatusBadge status={row.original.caseStatus} /> },
      deleteColumn({
        label: (row: CaseRow) => texts().columns.deleteCase(row.clientCaseNo),
        question: MESSAGES.askDelete,
        remove: async (row) => (await api.DELETE('/delete-advocate-client-case', { body: { EncryptedCaseId: row.encryptedCaseId } })).data!.message,
        // The provider grants delete with the same right as update.
        allowed: () => hasRole(useSessionStore.getState().session, CASE_UPDATE_RIGHT),
      }),
    ],
    rowId: (row: CaseRow) => row.encryptedCaseId,
  },
  form: {
    schema: caseSchema,
    empty: EMPTY,
    Fields: CaseFields,
    // Actions are records of their own: a case read-only to this user still takes reminders.
    After: CaseActions,
    // Spec 2 §2: the chosen client is the current client; New starts a case for them.
    fresh: (filters) => ({ ...EMPTY, clientCode: filters.clientCode ?? '' }),
    readOnly: (values, id) => {
      if (id === null) return null
      if (values.storedStatus === 'DISPOSED') return MESSAGES.readOnly
      return hasRole(useSessionStore.getState().session, CASE_UPDATE_RIGHT) ? null : MESSAGES.noUpdateRight
    },
  },
  idOf: (row) => row.encryptedCaseId,
  load: async (row) => {
    const { data } = await api.POST('/get-advocate-client-case-master-detail', { body: { EncryptedAdvocateCode: currentAdvocateCode(), EncryptedCaseId: row.encryptedCaseId } })
    return toForm(data!.data.caseDetail, EMPTY)
  },
  create: async (values) => {
    const { data } = await api.POST('/case-registration', { body: registration(values, currentAdvocateCode(), auditName()) })
    // Spec 2 §4: the returned client code and case id are kept; the case now belongs to that client.
    const saved: CaseForm = {
      ...values,
      mode: 'existingClient',
      clientCode: data!.data.clientCode,
      newName: '',
      newCountryCode: '',
      newStateCode: '',
      newMobileNo: '',
      newEmailId: '',
      storedStatus: values.caseStatus,
    }
    return { message: data!.message, id: data!.data.encryptedAdvocateClientCaseId, values: saved }
  },
  update: async (id, values) => {
    const { data } = await api.POST('/update-advocate-client-case', { body: update(values, id, currentAdvocateCode(), auditName()) })
    // Spec 2 §4: the old status is remembered after a save (a case saved as DISPOSED is read-only from now on).
    return { message: data!.message, values: { ...values, storedStatus: values.caseStatus } }
  },
})
