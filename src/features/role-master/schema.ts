import * as z from 'zod/mini'
import { maxStoredLength, upperCased } from '@/lib/payload'
import { TEXTS } from './texts'

export const NAME_MAX = 100
export const MESSAGES = TEXTS.messages


export const roleSchema = z.object({
  roleName: z.string().check(z.trim(), z.minLength(1, MESSAGES.name), maxStoredLength(NAME_MAX, MESSAGES.nameTooLong)),
  treeIds: z.array(z.number()).check(z.minLength(1, MESSAGES.tree)),
  status: z.enum(['A', 'S'], MESSAGES.status),
})
export type RoleForm = z.infer<typeof roleSchema>

export const EMPTY: RoleForm = { roleName: '', treeIds: [], status: 'A' }

/** Spec 3 §3: Active is A, anything else S; names upper-cased; ids as they are. */
export const toStatus = (status: string | undefined): RoleForm['status'] => (/^a(ctive)?$/i.test(status?.trim() ?? '') ? 'A' : 'S')
export const toPayload = (form: RoleForm) => upperCased({ roleName: form.roleName, status: form.status })

/** What a role save changes in its menu items: removed first, then added (spec 3 §4). */
export function diffTreeIds(before: readonly number[], after: readonly number[]) {
  return { removed: before.filter((id) => !after.includes(id)), added: after.filter((id) => !before.includes(id)) }
}
