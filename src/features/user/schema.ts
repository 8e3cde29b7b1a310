import * as z from 'zod/mini'
import type { components } from '@/api/schema.gen'
import { emailText, mobileText } from '@/lib/contact-schema'
import { upperCased } from '@/lib/payload'
import { chosen, storedText, tooLong } from '@/lib/text-schema'
import { TEXTS } from './texts'

/**
 * What the Password field of an existing user shows. The spec shows the password read-only and masked;
 * a provider keeps passwords only as salted hashes and never sends one back (the contract's user-list),
 * so there is nothing to unmask: Reset Password is how a user gets a new one.
 */
export const PASSWORD_MASK = '••••••••'

export const LOGIN_ID_MAX = 50
export const NAME_MAX = 200
export const ADDRESS_MAX = 200
export const EMAIL_MAX = 50
export const MOBILE_MAX = 10

/** Spec 2 §5 (User), §8. */
export const MESSAGES = { ...TEXTS.messages, tooLong }

export const userSchema = z.object({
  encryptedAdvocateCode: chosen(MESSAGES.advocate),
  userName: storedText('User name', NAME_MAX, MESSAGES.userName),
  loginId: z.string().check(z.trim(), z.minLength(1, MESSAGES.loginId), z.maxLength(LOGIN_ID_MAX, tooLong('Login id', LOGIN_ID_MAX))),
  userAddress1: storedText('Address line 1', ADDRESS_MAX),
  userAddress2: storedText('Address line 2', ADDRESS_MAX),
  countryCode: chosen(MESSAGES.country),
  stateCode: chosen(MESSAGES.state),
  email: emailText(MESSAGES.email, EMAIL_MAX, MESSAGES.emailTooLong),
  mobileNo: mobileText(MESSAGES.mobile),
  status: z.enum(['A', 'S']),
  /** Shown read-only for an existing user; never sent. */
  password: z.string(),
  treeIds: z.array(z.number()).check(z.minLength(1, MESSAGES.tree)),
})
export type UserForm = z.infer<typeof userSchema>

export const EMPTY: UserForm = {
  encryptedAdvocateCode: '',
  userName: '',
  loginId: '',
  userAddress1: '',
  userAddress2: '',
  countryCode: '',
  stateCode: '',
  email: '',
  mobileNo: '',
  status: 'A',
  password: '',
  treeIds: [],
}

type Fields = components['schemas']['UserFields']
type Row = components['schemas']['UserRow']
type MenuTreeNode = components['schemas']['MenuTreeNode']

/** Spec 2 §3: names and addresses upper-cased; the login id and e-mail as typed (QUALITY §16); Active is A, else S. */
export function toPayload(form: UserForm): Fields {
  const { userName, userAddress1, userAddress2 } = upperCased({ userName: form.userName, userAddress1: form.userAddress1, userAddress2: form.userAddress2 })
  return {
    EncryptedAdvocateCode: form.encryptedAdvocateCode,
    UserName: userName,
    UserAddress1: userAddress1,
    UserAddress2: userAddress2,
    CountryCode: form.countryCode,
    StateCode: form.stateCode,
    ActiveStatus: form.status,
    EmailId: form.email.trim(),
    MobileNo: form.mobileNo.trim(),
    LoginId: form.loginId.trim(),
  }
}

/** Spec 2 §3: a provider may answer the status as A/S or Active/Suspended. */
export const toStatus = (status: string | undefined): UserForm['status'] => (/^a(ctive)?$/i.test(status?.trim() ?? '') ? 'A' : 'S')

/** The list row is the form's record (the contract's UserRow); the ticked items come from the user's tree. */
export const toForm = (row: Row, treeIds: number[]): UserForm => ({
  encryptedAdvocateCode: row.encryptedAdvocateCode ?? '',
  userName: row.userName,
  loginId: row.loginId ?? '',
  userAddress1: row.userAddress1 ?? '',
  userAddress2: row.userAddress2 ?? '',
  countryCode: row.countryCode ?? '',
  stateCode: row.stateCode ?? '',
  email: row.email ?? '',
  mobileNo: row.mobileNo ?? '',
  status: toStatus(row.status),
  password: PASSWORD_MASK,
  treeIds,
})

/** The ticked node ids of a tree, ascending. */
export const checkedIds = (nodes: readonly MenuTreeNode[]): number[] =>
  nodes.flatMap((n) => [...(n.isChecked ? [n.id] : []), ...checkedIds(n.children)]).sort((a, b) => a - b)

/** How deep each node sits (1 for a top-level item). */
function depths(nodes: readonly MenuTreeNode[], level = 1, out = new Map<number, number>()) {
  for (const n of nodes) {
    out.set(n.id, level)
    depths(n.children, level + 1, out)
  }
  return out
}

/**
 * Spec 2 §7: what an access save changes — the items added (sent first, in one call) and those taken
 * away (one call each, deepest first: a header taken away takes its pages with it).
 */
export function accessChanges(tree: readonly MenuTreeNode[], before: readonly number[], after: readonly number[]) {
  const depth = depths(tree)
  const removed = before.filter((id) => !after.includes(id)).sort((a, b) => (depth.get(b) ?? 0) - (depth.get(a) ?? 0) || b - a)
  return { added: after.filter((id) => !before.includes(id)), removed }
}
