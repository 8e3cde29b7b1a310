import { api } from '@/api/client'
import { ApiError, errorMessage } from '@/api/errors'
import type { components } from '@/api/schema.gen'
import { pagedBody } from '@/shell/use-list'
import { SaveStopped, defineModule } from '@/shell/define-module'
import { auditName, useSessionStore } from '@/session/session-store'
import { roleColumns } from './columns'
import { RoleFields } from './role-fields'
import { TEXTS, texts } from './texts'
import { EMPTY, MESSAGES, diffTreeIds, roleSchema, toPayload, toStatus } from './schema'

type RoleRow = components['schemas']['RoleRow']
type MenuTreeNode = components['schemas']['MenuTreeNode']

async function fetchRole(encryptedRoleId: string) {
  const { data } = await api.POST('/view-role-master-detail', { body: { encryptedRoleId } })
  return data!.data
}

/** A menu item's name for a step's message (the id when the tree cannot be read). */
async function menuName(treeId: number): Promise<string> {
  const find = (nodes: MenuTreeNode[]): MenuTreeNode | undefined => nodes.find((n) => n.id === treeId) ?? find(nodes.flatMap((n) => n.children))
  try {
    const { data } = await api.POST('/get-security-menu-tree-master-list', { body: {} })
    const node = find(data?.data ?? [])
    return node ? `"${node.name}"` : String(treeId)
  } catch {
    return String(treeId)
  }
}

/**
 * Spec 3 §4: a role save is several calls that stop at the first failure. The message says which
 * step failed; the form keeps its changes, and the next save diffs against what the provider has then.
 */
async function step(what: () => string | Promise<string>, call: () => Promise<unknown>) {
  try {
    await call()
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 500
    throw new SaveStopped(texts().steps.failed(await what(), errorMessage(error)), {}, status)
  }
}

/** Spec 3 §2.3: roles built from menu-tree items. */
export const roleModule = defineModule({
  title: TEXTS.module.title,
  listTab: TEXTS.module.listTab,
  detailTab: TEXTS.module.detailTab,
  list: {
    path: '/role-master-list',
    body: (state) => ({ ...pagedBody(state), encryptedUserId: useSessionStore.getState().session?.encryptedSecurityUserId ?? '' }),
    rows: (data) => data.roleMasterList ?? data.roleList,
    columns: roleColumns,
    rowId: (row: RoleRow) => String(row.roleId),
  },
  form: { schema: roleSchema, empty: EMPTY, Fields: RoleFields },
  idOf: (row) => row.encryptedRoleId ?? '',
  load: async (row) => {
    const role = await fetchRole(row.encryptedRoleId ?? '')
    return { roleName: role.roleName, status: toStatus(role.status), treeIds: [...role.treeIds].sort((a, b) => a - b) }
  },
  create: async (values) => {
    const { data } = await api.POST('/add-role-master', { body: { ...toPayload(values), treeIds: values.treeIds, addUser: auditName() } })
    return { message: data!.message, id: data!.data.encryptedRoleId }
  },
  update: async (encryptedRoleId, values) => {
    const before = await fetchRole(encryptedRoleId)
    const { removed, added } = diffTreeIds(before.treeIds, values.treeIds)
    await step(() => texts().steps.saving, () =>
      api.POST('/update-role-master', { body: { ...toPayload(values), encryptedRoleId, ModifyUser: auditName() } }),
    )
    for (const treeId of removed) {
      await step(async () => texts().steps.removing(await menuName(treeId)), () =>
        api.DELETE('/delete-security-role-menu-association-detail', { body: { encryptedRoleId, treeId } }),
      )
    }
    for (const treeId of added) {
      await step(async () => texts().steps.adding(await menuName(treeId)), () =>
        api.POST('/add-menu-role-association', { body: { encryptedRoleId, treeId, addUser: auditName() } }),
      )
    }
    return { message: MESSAGES.updated }
  },
})
