import type { DbData, SecurityUser, UserRole } from './types'

export interface DemoAccount {
  username: string
  password: string
  role: UserRole
  description: string
  email: string
  mobile: string
}

/** The accounts the login page offers in dev and demo builds; the seed creates exactly these users. */
export const DEMO_ACCOUNTS = [
  {
    username: 'admin',
    password: 'Admin@123',
    role: 'ADMIN',
    description: 'Administrator: advocates, users, masters, menu tree, settings',
    email: 'admin@example.com',
    mobile: '9876500001',
  },
  {
    username: 'advocate',
    password: 'Advocate@123',
    role: 'ADVOCATE',
    description: 'Advocate with a full practice: clients, cases, hearings, reminders, payments',
    email: 'advocate@example.com',
    mobile: '9876500002',
  },
  {
    username: 'clerk',
    password: 'Clerk@123',
    role: 'STAFF',
    description: "The advocate's clerk: clients, cases, next dates, file placement",
    email: 'clerk@example.com',
    mobile: '9876500003',
  },
] as const satisfies readonly DemoAccount[]

/** Digits of a phone number as typed: spaces, dashes and a leading +91 or 0 are ignored. */
function phoneDigits(text: string): string | null {
  if (!/^\+?[\d\s()-]+$/.test(text)) return null
  const digits = text.replace(/\D/g, '')
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2)
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1)
  return digits
}

/** The user signing in with a login id or e-mail (any case) or mobile number; undefined if none. */
export function findUserByIdentifier(db: DbData, identifier: string): SecurityUser | undefined {
  const text = identifier.trim()
  if (!text) return undefined
  const lower = text.toLowerCase()
  const byName = db.users.find((u) => u.loginId.toLowerCase() === lower || u.email.toLowerCase() === lower)
  if (byName) return byName
  const phone = phoneDigits(text)
  return phone ? db.users.find((u) => u.mobileNo === phone) : undefined
}
