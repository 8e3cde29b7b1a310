import { api } from '@/api/client'
import { ApiError, errorMessage } from '@/api/errors'
import type { components } from '@/api/schema.gen'
import { StatusBadge } from '@/components/status-badge'
import { SaveStopped, defineModule } from '@/shell/define-module'
import { pagedBody } from '@/shell/use-list'
import { auditName } from '@/session/session-store'
import { isAdminSession, session } from './access'
import { UserFields } from './user-fields'
import { TEXTS, texts } from './texts'
import { COMMON } from '@/components/texts'
import { EMPTY, MESSAGES, accessChanges, checkedIds, toForm, toPayload, userSchema, type UserForm } from './schema'

type UserRow = components['schemas']['UserRow']

const signedInUser = () => session()?.encryptedSecurityUserId ?? ''

async function userTree(encryptedSecurityUserId: string) {
  return (await api.POST('/get-advocate-user-menu-tree', { body: { encryptedSecurityUserId } })).data!.data
}

/** The new user as the provider keeps it (the password it chose, the e-mail in lower case); what was typed if it cannot be read. */
async function savedValues(id: string, values: UserForm): Promise<UserForm> {
  try {
    const { data } = await api.POST('/user-list', { body: { pageNumber: 1, pageSize: 15, SearchText: values.loginId.trim() } })
    const row = data!.data.userList.find((r) => r.encryptedUserId === id)
    return row ? toForm(row, values.treeIds) : values
  } catch {
    return values
  }
}

/** Spec 2 §4: a multi-step save stops at the first failing step; the details already saved stay saved. */
async function step(what: string, call: () => Promise<unknown>) {
  try {
    await call()
  } catch (error) {
    throw new SaveStopped(texts().steps.failed(what, errorMessage(error)), {}, error instanceof ApiError ? error.status : 500)
  }
}

/** Spec 2 §2: the users of advocates and their menu access. */
export const userModule = defineModule({
  title: TEXTS.module.title,
  listTab: TEXTS.module.listTab,
  detailTab: TEXTS.module.detailTab,
  list: {
    path: '/user-list',
    // The provider keeps a non-admin user to their own advocate; the administrator sees every advocate's users.
    body: (state) => ({ ...pagedBody(state), ...(isAdminSession() ? {} : { advocateCode: session()?.encryptedAdvocateCode || undefined }) }),
    rows: (data) => data.userList,
    columns: [
      { header: TEXTS.columns.userName, accessorKey: 'userName' },
      { header: TEXTS.columns.mobile, accessorFn: (row: UserRow) => row.mobileNo ?? '' },
      { header: COMMON.fields.email, accessorFn: (row: UserRow) => row.email ?? '' },
      { header: TEXTS.columns.countryName, accessorFn: (row: UserRow) => row.countryName ?? '' },
      { header: TEXTS.columns.stateName, accessorFn: (row: UserRow) => row.stateName ?? '' },
      { header: COMMON.status, id: 'status', cell: ({ row }) => <StatusBadge status={row.original.status ?? 'S'} /> },
    ],
    rowId: (row: UserRow) => row.encryptedUserId,
    failedText: MESSAGES.listFailed,
  },
  form: {
    schema: userSchema,
    empty: EMPTY,
    Fields: UserFields,
    fresh: () => ({ ...EMPTY, encryptedAdvocateCode: isAdminSession() ? '' : (session()?.encryptedAdvocateCode ?? '') }),
  },
  idOf: (row) => row.encryptedUserId,
  load: async (row) => toForm(row, checkedIds(await userTree(row.encryptedUserId))),
  create: async (values) => {
    const body = { ...toPayload(values), LoggedInEncryptedSecurityUserId: signedInUser(), AddUser: auditName(), treeIds: values.treeIds }
    const { data } = await api.POST('/user-registration', { body })
    const id = data!.data.encryptedUserId
    return { message: data!.message, id, values: await savedValues(id, values) }
  },
  /** Spec 2 §7: the details, then the access as the difference: the items added in one call, then each item taken away. */
  update: async (EncryptedUserId, values) => {
    const { data } = await api.POST('/update-user-detail', { body: { ...toPayload(values), EncryptedUserId, ModifyUser: auditName() } })
    let before: number[] = []
    let tree: Awaited<ReturnType<typeof userTree>> = []
    await step(texts().steps.readingAccess, async () => {
      tree = await userTree(EncryptedUserId)
      before = checkedIds(tree)
    })
    const { added, removed } = accessChanges(tree, before, values.treeIds)
    if (added.length) {
      const body = { loggedInEncryptedSecurityUserId: signedInUser(), encryptedSecurityUserId: EncryptedUserId, treeIds: added, addUser: auditName() }
      await step(texts().steps.addingAccess, () => api.POST('/add-security-user-role-master', { body }))
    }
    for (const treeId of removed) {
      await step(texts().steps.removingAccess, () => api.DELETE('/delete-security-user-role-master', { body: { encryptedSecurityUserId: EncryptedUserId, treeId } }))
    }
    return { message: data!.message }
  },
})
