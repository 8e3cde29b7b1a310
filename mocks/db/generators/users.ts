import { DEMO_ACCOUNTS } from '../accounts'
import type { Advocate, SecurityUser, UserRole } from '../types'
import { DEMO_ADVOCATE_CODE } from './advocates'
import type { SeedContext } from './context'
import { ADMIN_PAGES, ADVOCATE_PAGES, STAFF_PAGES, treeIdsFor } from './menu'
import { address, email, person, uniqueMobile } from './people'

const PAGES: Record<UserRole, string[]> = { ADMIN: ADMIN_PAGES, ADVOCATE: ADVOCATE_PAGES, STAFF: STAFF_PAGES }

/**
 * The three demo accounts first (ids 1-3), a suspended staff user of the demo advocate, then
 * one advocate user per other advocate and a clerk for some of them. Passwords are kept as
 * typed: the mock compares them and the user screen shows them masked, as the spec describes.
 */
export function generateUsers(ctx: SeedContext, advocates: Advocate[]): SecurityUser[] {
  const items = ctx.db.menuItems
  const [admin, advocate, clerk] = DEMO_ACCOUNTS
  const users: SecurityUser[] = []
  const add = (user: Omit<SecurityUser, 'userId' | 'treeIds'>) => {
    users.push({ userId: users.length + 1, ...user, treeIds: treeIdsFor(items, PAGES[user.roles[0]]) })
    ctx.usedMobiles.add(user.mobileNo)
  }
  const demoFields = (account: (typeof DEMO_ACCOUNTS)[number], userName: string, advocateCode: number | null) => ({
    advocateCode, userName, loginId: account.username, email: account.email, mobileNo: account.mobile, password: account.password,
    roles: [account.role], status: 'A' as const, countryCode: 'IN', stateCode: 'MH',
  })

  add({ ...demoFields(admin, 'SYSTEM ADMINISTRATOR', null), userAddress1: 'CASE DIARY HEAD OFFICE, 5TH FLOOR', userAddress2: 'BANDRA KURLA COMPLEX, MUMBAI - 400051' })
  const demo = advocates.find((a) => a.advocateCode === DEMO_ADVOCATE_CODE)
  add({ ...demoFields(advocate, demo?.advocateName ?? 'ADVOCATE', DEMO_ADVOCATE_CODE), userAddress1: demo?.advocateAddress1 ?? '', userAddress2: demo?.advocateAddress2 ?? '' })
  add({ ...demoFields(clerk, 'SURESH PATIL', DEMO_ADVOCATE_CODE), userAddress1: '12, SAI APARTMENTS', userAddress2: 'DADAR WEST, MUMBAI - 400028' })
  add({
    advocateCode: DEMO_ADVOCATE_CODE, userName: 'PRIYA NAIK', loginId: 'priya.naik', email: 'priya.naik@example.com', mobileNo: uniqueMobile(ctx),
    password: 'Staff@123', roles: ['STAFF'], status: 'S', userAddress1: '7, SHANTI RESIDENCY', userAddress2: 'THANE WEST - 400601', countryCode: 'IN', stateCode: 'MH',
  })

  for (const a of advocates) {
    if (a.advocateCode === DEMO_ADVOCATE_CODE) continue
    const last = a.advocateName.split(' ').pop() ?? 'ADV'
    add({
      advocateCode: a.advocateCode, userName: a.advocateName, loginId: `adv.${last.toLowerCase()}${a.advocateCode}`, email: a.email, mobileNo: a.mobileNo,
      password: 'Advocate@123', roles: ['ADVOCATE'], status: 'A', userAddress1: a.advocateAddress1, userAddress2: a.advocateAddress2, countryCode: a.countryCode, stateCode: a.stateCode,
    })
    if (!ctx.rng.chance(0.4)) continue
    const p = person(ctx)
    const where = address(ctx, a.stateCode)
    add({
      advocateCode: a.advocateCode, userName: p.name, loginId: `${p.first}.${p.last}${users.length + 1}`.toLowerCase(), email: email(ctx, `${p.first}.${p.last}`, users.length + 1),
      mobileNo: uniqueMobile(ctx), password: 'Staff@123', roles: ['STAFF'], status: ctx.rng.chance(0.8) ? 'A' : 'S',
      userAddress1: where.line1, userAddress2: `${where.line2}, ${where.line3}`, countryCode: 'IN', stateCode: a.stateCode,
    })
  }
  return users
}
