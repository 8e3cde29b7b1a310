import { DEMO_ACCOUNTS } from './accounts'
import { isIsoDate } from './dates'
import { generateActions } from './generators/actions'
import { DEMO_ADVOCATE_CODE, generateAdvocates, generateDealings, generateLicences } from './generators/advocates'
import { createContext, type Draws } from './generators/context'
import { generateCaseTypes, generateCourts, generateCourtTypes } from './generators/courts'
import { generateCountries, generateStates } from './generators/geography'
import { generateInquiries } from './generators/inquiries'
import { generateLitigation } from './generators/litigation'
import { generateMenuItems, generateRoles } from './generators/menu'
import { generatePayments } from './generators/payments'
import { generatePractices, SIZES } from './generators/practice'
import { generateEmailSettings, generateSchedulerJobs } from './generators/settings'
import { generateUsers } from './generators/users'
import { emptyDb } from './tables'
import type { DbData, SeedOptions } from './types'


/**
 * Builds the whole demo database around `today` from what faker drew for its seed number (`draws`). The same
 * options and draws always give the same data: every generator runs in this fixed order (masters, then
 * advocates, users, clients, cases, hearings, actions, payments).
 */
export function buildData(options: SeedOptions, draws: Draws): DbData {
  const { today, scale = 'normal' } = options
  if (!isIsoDate(today)) throw new RangeError(`seed: today must be a YYYY-MM-DD date, got ${JSON.stringify(today)}`)
  const db = emptyDb()
  const ctx = createContext(draws, today, scale, db)
  for (const account of DEMO_ACCOUNTS) ctx.usedMobiles.add(account.mobile)

  db.countries = generateCountries()
  db.states = generateStates()
  db.courtTypes = generateCourtTypes()
  db.courts = generateCourts(scale)
  const { caseTypes, templates } = generateCaseTypes(db.courts)
  db.caseTypes = caseTypes
  Object.assign(db, generateLitigation())
  db.menuItems = generateMenuItems()
  db.roles = generateRoles(db.menuItems)
  db.schedulerJobs = generateSchedulerJobs()
  db.emailSettings = generateEmailSettings()

  db.advocates = generateAdvocates(ctx)
  Object.assign(db, generateLicences(ctx, db.advocates))
  db.advocateDealings = generateDealings(ctx, db.advocates)
  db.users = generateUsers(ctx, db.advocates)

  generatePractices(ctx, templates)

  const demoCases = db.cases.filter((c) => c.advocateCode === DEMO_ADVOCATE_CODE)
  const staffOf = (code: number) => db.users.filter((u) => u.advocateCode === code && u.status === 'A').map((u) => u.userName)
  const practice = SIZES.normal.demoCases
  db.actionDetails = generateActions(ctx, demoCases.slice(0, practice), 40, staffOf(DEMO_ADVOCATE_CODE))
  if (scale === 'large') db.actionDetails.push(...generateActions(ctx, demoCases.slice(practice), 3000, staffOf(DEMO_ADVOCATE_CODE)))
  for (const advocate of db.advocates.slice(1)) {
    const own = db.cases.filter((c) => c.advocateCode === advocate.advocateCode)
    db.actionDetails.push(...generateActions(ctx, own, ctx.rng.int(0, 3), staffOf(advocate.advocateCode)))
  }
  db.clientPayments = generatePayments(ctx, db.cases, scale === 'large' ? 0.35 : 0.7)
  db.customerInquiries = generateInquiries(ctx)
  return db
}
