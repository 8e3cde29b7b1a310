import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS, findUserByIdentifier } from './accounts'
import { addDays, monthOf, weekday } from './dates'
import { DEMO_ADVOCATE_CODE } from './generators/advocates'
import { drawsFor, seed } from './seed'
import { demoSeed } from './demo-seed'
import { DEMO_DRAWS } from './demo-draws.gen'
import { DEFAULT_SEED } from './store'
import { TABLES } from './tables'
import type { DbData, MenuItem } from './types'

const TODAY = '2026-11-22'
const db = seed({ today: TODAY })
const demoCases = (data: DbData) => data.cases.filter((c) => c.advocateCode === DEMO_ADVOCATE_CODE)

const AUTHENTICATED_ROUTES = [
  '/dashboard', '/advocate', '/user', '/client', '/system-settings', '/case-registration', '/case-next-date', '/court-day', '/file-placement',
  '/security-role-master', '/country-master', '/court-type-master', '/security-menu-tree', '/court-master', '/case-schedule', '/profile',
  '/case-type-master', '/litigation-type-master', '/change-password', '/client-payment', '/client-report', '/client-payment-report',
  '/client-detail', '/case-list-report', '/pending-action-report', '/subscription-list', '/customer-inquiry',
]
const CNR = /^[A-Z]{4}\d{12}$/
const MOBILE = /^[1-9]\d{9}$/

const leaves = (items: MenuItem[]) => items.filter((i) => !items.some((c) => c.parentId === i.childId))
const menuOf = (login: string) => {
  const user = findUserByIdentifier(db, login)
  if (!user) throw new Error(`no user ${login}`)
  return db.menuItems.filter((i) => user.treeIds.includes(i.childId))
}

describe('seed: determinism', () => {
  it('gives byte-identical data for the same options', () => {
    expect(JSON.stringify(seed({ today: TODAY }))).toBe(JSON.stringify(db))
  })

  it('gives other data for another seed number or another day', () => {
    expect(JSON.stringify(seed({ today: TODAY, seed: 7 }).clients)).not.toBe(JSON.stringify(db.clients))
    const dates = (data: DbData) => data.cases.map((c) => c.nextHearingDate)
    expect(dates(seed({ today: '2026-11-23' }))).not.toEqual(dates(db))
  })

  it('is what the demo builds in the browser without faker, from the draws it keeps (else: node scripts/generate-demo-draws.mjs)', () => {
    expect(DEMO_DRAWS).toEqual(drawsFor(DEFAULT_SEED))
    expect(JSON.stringify(demoSeed({ today: TODAY }))).toBe(JSON.stringify(db))
    expect(() => demoSeed({ today: TODAY, seed: 7 })).toThrow(/seed/)
  })

  it('rejects a day that is not a YYYY-MM-DD date', () => {
    expect(() => seed({ today: '22-11-2026' })).toThrow(RangeError)
    expect(() => seed({ today: '2026-02-30' })).toThrow(RangeError)
  })
})

describe('seed: sizes and keys', () => {
  it('builds the demo practice at normal scale', () => {
    expect(db.clients.filter((c) => c.advocateCode === DEMO_ADVOCATE_CODE)).toHaveLength(60)
    expect(demoCases(db)).toHaveLength(180)
    expect(db.advocates.length - 1).toBeGreaterThanOrEqual(8)
    expect(db.advocates.length - 1).toBeLessThanOrEqual(12)
    expect(db.actionDetails.filter((a) => a.advocateCode === DEMO_ADVOCATE_CODE)).toHaveLength(40)
    expect(db.customerInquiries).toHaveLength(30)
    expect(db.subscriptions.filter((s) => s.advocateCode === DEMO_ADVOCATE_CODE).length).toBeGreaterThanOrEqual(3)
    expect(db.emailSettings).toHaveLength(1)
    expect(db.sessions).toHaveLength(0)
  })

  it('gives every row of every table a unique numeric key', async () => {
    const { PRIMARY_KEYS } = await import('./tables')
    for (const table of TABLES) {
      const keys = (db[table] as object[]).map((row) => (row as Record<string, unknown>)[PRIMARY_KEYS[table]])
      expect(keys.every((k) => Number.isSafeInteger(k)), table).toBe(true)
      expect(new Set(keys).size, table).toBe(keys.length)
    }
  })
})

describe('seed: cases', () => {
  it('gives every Indian case a unique CNR of 4 letters and 12 digits', () => {
    const cnrs = db.cases.map((c) => c.caseRecordNo).filter((c): c is string => c !== null)
    expect(cnrs.length).toBeGreaterThan(db.cases.length * 0.9)
    expect(cnrs.filter((c) => !CNR.test(c))).toEqual([])
    expect(new Set(cnrs).size).toBe(cnrs.length)
  })

  it('keeps case numbers unique per advocate and within the form limits', () => {
    const keys = db.cases.map((c) => `${c.advocateCode}:${c.clientCaseNo}`)
    expect(new Set(keys).size).toBe(keys.length)
    for (const c of db.cases) {
      expect(c.clientCaseNo.length).toBeLessThanOrEqual(30)
      expect(c.caseTitle.length).toBeLessThanOrEqual(255)
      expect(c.roomNo.length).toBeLessThanOrEqual(5)
      expect(c.almirah.length).toBeLessThanOrEqual(5)
      expect(c.courtNo.length).toBeLessThanOrEqual(10)
      expect(c.judgeName.length).toBeLessThanOrEqual(50)
      expect(c.caseRegisterDate < c.nextHearingDate).toBe(true)
      if (c.oppAdvMob) expect(c.oppAdvMob).toMatch(MOBILE)
    }
  })

  it('links cases to their own client, a court and a case type of that court', () => {
    const clients = new Map(db.clients.map((c) => [c.clientCode, c]))
    const courts = new Map(db.courts.map((c) => [c.courtCode, c]))
    const types = new Map(db.caseTypes.map((t) => [t.caseCode, t]))
    for (const c of db.cases) {
      expect(clients.get(c.clientCode)?.advocateCode).toBe(c.advocateCode)
      expect(courts.get(c.courtCode)?.courtType).toBe(c.courtType)
      expect(types.get(c.caseCode)?.courtCode).toBe(c.courtCode)
    }
  })

  it('gives each case 2-5 past hearings, the last being its previous date', () => {
    const byCase = new Map<number, typeof db.hearings>()
    for (const h of db.hearings) byCase.set(h.caseId, [...(byCase.get(h.caseId) ?? []), h])
    for (const c of demoCases(db)) {
      const rows = byCase.get(c.caseId) ?? []
      expect(rows.length).toBeGreaterThanOrEqual(2)
      expect(rows.length).toBeLessThanOrEqual(5)
      const dates = rows.map((h) => h.hearingDate)
      expect([...dates].sort()).toEqual(dates)
      expect(dates.every((d) => d <= TODAY && d > c.caseRegisterDate)).toBe(true)
      if (c.caseStatus === 'ONGOING') expect(c.previousHearingDate).toBe(dates[dates.length - 1])
      else expect(rows[rows.length - 1].caseStatus).toBe(c.caseStatus)
    }
  })

  it('mixes statuses and leaves some ongoing cases pending a next-date update', () => {
    const cases = demoCases(db)
    const count = (s: string) => cases.filter((c) => c.caseStatus === s).length
    expect(count('ONGOING')).toBeGreaterThan(cases.length * 0.6)
    for (const s of ['WON', 'LOST', 'CLOSED', 'DISPOSED']) expect(count(s), s).toBeGreaterThan(0)
    const pending = cases.filter((c) => c.caseStatus === 'ONGOING' && c.nextHearingDate < TODAY)
    expect(pending.length).toBeGreaterThanOrEqual(10)
  })

  it('places most files and leaves some unplaced', () => {
    const placed = demoCases(db).filter((c) => c.roomNo && c.almirah && c.rack && c.fileNo)
    expect(placed.length).toBeGreaterThan(120)
    expect(placed.length).toBeLessThan(180)
  })
})

describe('seed: the dashboard calendar', () => {
  // The 1st, mid-month, the 31st, a Sunday and a leap day: the three months on screen always have hearings.
  for (const today of ['2026-11-22', '2027-01-01', '2026-12-15', '2027-01-31', '2028-02-29']) {
    it(`fills the current and next two months around ${today}`, () => {
      const data = seed({ today })
      const perDay = new Map<string, number>()
      for (const c of demoCases(data)) perDay.set(c.nextHearingDate, (perDay.get(c.nextHearingDate) ?? 0) + 1)
      for (let m = 0; m < 3; m++) {
        const days = [...perDay.keys()].filter((d) => d.startsWith(monthOf(today, m)))
        expect(days.length, monthOf(today, m)).toBeGreaterThanOrEqual(8)
      }
      expect(Math.max(...perDay.values())).toBeLessThanOrEqual(6)
      expect([...perDay.keys()].every((d) => d >= addDays(today, -91) && d <= addDays(today, 92))).toBe(true)
    })
  }

  it('never lists a hearing on a Sunday', () => {
    expect(db.cases.filter((c) => weekday(c.nextHearingDate) === 0)).toEqual([])
    expect(db.hearings.filter((h) => weekday(h.hearingDate) === 0)).toEqual([])
  })
})

describe('seed: reminders and payments', () => {
  it('dates reminders from 10 days ago to 30 days ahead with 1-7 reminder days and both statuses', () => {
    const rows = db.actionDetails.filter((a) => a.advocateCode === DEMO_ADVOCATE_CODE)
    expect(rows.every((a) => a.date >= addDays(TODAY, -10) && a.date <= addDays(TODAY, 30))).toBe(true)
    expect(rows.every((a) => a.reminderDays >= 1 && a.reminderDays <= 7)).toBe(true)
    expect(rows.some((a) => a.reminderStatus === 'Open')).toBe(true)
    expect(rows.some((a) => a.reminderStatus === 'Close' && a.modifiedBy)).toBe(true)
    const cases = new Map(db.cases.map((c) => [c.caseId, c]))
    expect(rows.every((a) => cases.get(a.caseId)?.clientCaseNo === a.caseNo && cases.get(a.caseId)?.clientCode === a.clientCode)).toBe(true)
  })

  it('records Cash and Cheque payments that never exceed the fee', () => {
    const cases = new Map(db.cases.map((c) => [c.caseId, c]))
    const paid = new Map<number, number>()
    for (const p of db.clientPayments) {
      const c = cases.get(p.caseId)
      expect(c?.clientCode).toBe(p.clientCode)
      expect(p.amount).toBeGreaterThan(0)
      expect(p.paymentDate <= TODAY).toBe(true)
      if (p.paymentType === 'Cash') expect([p.paymentNo, p.chequeDate]).toEqual(['', null])
      else expect(p.paymentNo).toMatch(/^\d{6}$/)
      paid.set(p.caseId, (paid.get(p.caseId) ?? 0) + p.amount)
    }
    for (const [caseId, total] of paid) expect(total).toBeLessThanOrEqual(cases.get(caseId)?.consultingFees ?? 0)
    expect(new Set(db.clientPayments.map((p) => p.paymentType))).toEqual(new Set(['Cash', 'Cheque']))
  })
})

describe('seed: text as the provider stores it', () => {
  it('upper-cases names, addresses and titles and lower-cases e-mails', () => {
    const upper = (s: string) => s === s.toUpperCase()
    for (const c of db.clients) {
      expect([c.clientName, c.contactPerson, c.clientAddress1, c.clientAddress2, c.clientAddress3].every(upper)).toBe(true)
      expect(c.emailId).toBe(c.emailId.toLowerCase())
      expect(c.mobileNo).toMatch(MOBILE)
    }
    expect(db.cases.every((c) => upper(c.caseTitle) && upper(c.judgeName))).toBe(true)
    expect(db.courts.every((c) => upper(c.courtName) && c.courtName.length <= 50 && c.courtAddress.length <= 200)).toBe(true)
    expect(db.users.every((u) => u.email === u.email.toLowerCase() && MOBILE.test(u.mobileNo))).toBe(true)
  })

  it('has Indian clients of both types, including the spec example', () => {
    const clients = db.clients.filter((c) => c.advocateCode === DEMO_ADVOCATE_CODE)
    expect(clients.map((c) => c.clientName)).toContain('SHARMA TRADERS PVT LTD')
    expect(clients.filter((c) => c.clientType === 'ORGANIZATION').every((c) => c.gender === null)).toBe(true)
    expect(clients.filter((c) => c.clientType === 'INDIVIDUAL').every((c) => c.gender !== null)).toBe(true)
  })

  it('lists India with its 36 states and union territories', () => {
    const india = db.states.filter((s) => s.countryCode === 'IN')
    expect(india).toHaveLength(36)
    expect(india.map((s) => s.stateCode)).toEqual(expect.arrayContaining(['MH', 'DL', 'KA', 'TN', 'WB']))
    expect(db.countries.length).toBeGreaterThanOrEqual(3)
    expect(new Set(db.states.map((s) => s.stateCode)).size).toBe(db.states.length)
  })
})

describe('seed: menu tree and demo accounts', () => {
  it('reaches every authenticated route from the admin or advocate menu', () => {
    const reachable = new Set([...leaves(menuOf('admin')), ...leaves(menuOf('advocate'))].map((i) => i.menuItemPageURL))
    expect(AUTHENTICATED_ROUTES.filter((r) => !reachable.has(r))).toEqual([])
  })

  it('gives the clerk the smaller staff menu', () => {
    expect(leaves(menuOf('clerk')).map((i) => i.menuItemPageURL).sort()).toEqual(
      ['/case-next-date', '/case-registration', '/cause-list', '/change-password', '/client', '/court-day', '/dashboard', '/diary-hygiene', '/file-placement', '/import-export'],
    )
  })

  it('keeps the tree at most three levels deep, each group linking to its first child', () => {
    const byId = new Map(db.menuItems.map((i) => [i.childId, i]))
    for (const item of db.menuItems) {
      let depth = 1
      for (let at = item; at.parentId !== 0; at = byId.get(at.parentId) as MenuItem) depth++
      expect(depth, item.menuName).toBeLessThanOrEqual(3)
      const first = db.menuItems.filter((c) => c.parentId === item.childId).sort((a, b) => a.menuLevel - b.menuLevel)[0]
      if (first) expect(item.menuItemPageURL, item.menuName).toBe(first.menuItemPageURL)
    }
    expect(db.menuItems.some((i) => i.menuItemIcon === null)).toBe(true)
  })

  it('grants whole branches: every granted item has its ancestors granted', () => {
    const byId = new Map(db.menuItems.map((i) => [i.childId, i]))
    for (const holder of [...db.users, ...db.roles]) {
      for (const id of holder.treeIds) {
        const parent = byId.get(id)?.parentId ?? -1
        expect(parent === 0 || holder.treeIds.includes(parent)).toBe(true)
      }
    }
  })

  it('defines distinct, allowed keyboard shortcuts', () => {
    const combos = db.menuItems.flatMap((i) => (i.shortcut ? [`${i.shortcut.commandKey}+${i.shortcut.key}`] : []))
    expect(combos.length).toBeGreaterThanOrEqual(5)
    expect(new Set(combos).size).toBe(combos.length)
    expect(combos.every((c) => /^(SHIFT|ALT|CTRL)\+[A-Z1-9]$/.test(c))).toBe(true)
    expect(combos.filter((c) => ['CTRL+C', 'CTRL+V', 'CTRL+X'].includes(c))).toEqual([])
    const route = (combo: string) => db.menuItems.find((i) => i.shortcut && `${i.shortcut.commandKey}+${i.shortcut.key}` === combo)?.menuItemPageURL
    expect([route('SHIFT+C'), route('SHIFT+R'), route('SHIFT+N'), route('ALT+D'), route('SHIFT+P')]).toEqual(
      ['/client', '/case-registration', '/case-next-date', '/dashboard', '/client-payment'],
    )
  })

  it('creates the demo accounts, each signing in by login id, e-mail or mobile', () => {
    for (const account of DEMO_ACCOUNTS) {
      const user = findUserByIdentifier(db, account.username)
      expect(user?.password).toBe(account.password)
      expect(user?.roles).toEqual([account.role])
      expect(user?.status).toBe('A')
      expect(findUserByIdentifier(db, account.username.toUpperCase())).toBe(user)
      expect(findUserByIdentifier(db, ` ${account.email.toUpperCase()} `)).toBe(user)
      expect(findUserByIdentifier(db, account.mobile)).toBe(user)
      expect(findUserByIdentifier(db, `+91 ${account.mobile}`)).toBe(user)
      expect(account.mobile).toMatch(MOBILE)
    }
    expect(new Set(DEMO_ACCOUNTS.map((a) => a.email)).size).toBe(3)
    expect(findUserByIdentifier(db, 'nobody')).toBeUndefined()
    expect(findUserByIdentifier(db, '')).toBeUndefined()
  })

  it('ties the advocate and clerk to the demo practice and the admin to none', () => {
    expect(findUserByIdentifier(db, 'admin')?.advocateCode).toBeNull()
    expect(findUserByIdentifier(db, 'advocate')?.advocateCode).toBe(DEMO_ADVOCATE_CODE)
    expect(findUserByIdentifier(db, 'clerk')?.advocateCode).toBe(DEMO_ADVOCATE_CODE)
    const logins = db.users.map((u) => u.loginId.toLowerCase())
    const emails = db.users.map((u) => u.email)
    const mobiles = db.users.map((u) => u.mobileNo)
    expect(new Set(logins).size).toBe(logins.length)
    expect(new Set(emails).size).toBe(emails.length)
    expect(new Set(mobiles).size).toBe(mobiles.length)
  })

  it('gives the demo advocate a running licence matching its subscriptions', () => {
    const advocate = db.advocates.find((a) => a.advocateCode === DEMO_ADVOCATE_CODE)
    const tx = db.advocateTransactions.filter((t) => t.advocateCode === DEMO_ADVOCATE_CODE)
    expect(advocate?.startDate !== null && advocate?.startDate !== undefined && advocate.startDate <= TODAY).toBe(true)
    expect(advocate?.expiryDate !== null && advocate?.expiryDate !== undefined && advocate.expiryDate > TODAY).toBe(true)
    for (const t of tx) expect(t.totalAmount).toBe(t.qty * t.billingAmount + t.gstAmount)
    expect(tx.map((t) => t.totalAmount)).toEqual(db.subscriptions.filter((s) => s.advocateCode === DEMO_ADVOCATE_CODE).map((s) => s.totalAmount))
  })
})

describe('seed: large scale', () => {
  // How fast it builds is a benchmark's business (README, Performance), not this test's.
  it('builds ≥10,000 clients, ≥30,000 cases and a 10,000-row master, the same every time', () => {
    const large = seed({ today: TODAY, scale: 'large' })
    const second = { data: seed({ today: TODAY, scale: 'large' }) }
    expect(large.clients.filter((c) => c.advocateCode === DEMO_ADVOCATE_CODE).length).toBeGreaterThanOrEqual(10_000)
    expect(demoCases(large).length).toBeGreaterThanOrEqual(30_000)
    expect(large.courts.length).toBeGreaterThanOrEqual(10_000)
    expect(new Set(large.courts.map((c) => c.courtName)).size).toBe(large.courts.length)
    const cnrs = large.cases.flatMap((c) => (c.caseRecordNo ? [c.caseRecordNo] : []))
    expect(cnrs.every((c) => CNR.test(c))).toBe(true)
    expect(new Set(cnrs).size).toBe(cnrs.length)
    // The practice of the normal seed comes first and is the same in both.
    expect(JSON.stringify(demoCases(large).slice(0, 180))).toBe(JSON.stringify(demoCases(db)))
    for (const table of TABLES) expect(JSON.stringify(second.data[table]), table).toBe(JSON.stringify(large[table]))
  })
})

/**
 * The facts about the demo data that the rest of the suite relies on, for a seed built on `today`.
 * Tests run on one fixed day (tests/setup-clock.ts); this proves that no day of the year would
 * break them, so moving that day (or TEST_TODAY) is safe.
 */
function dayFacts(data: DbData, today: string): string[] {
  const problems: string[] = []
  const check = (ok: boolean, what: string) => (ok ? undefined : problems.push(`${today}: ${what}`))
  const cases = demoCases(data)
  const perDay = new Map<string, number>()
  for (const c of cases) perDay.set(c.nextHearingDate, (perDay.get(c.nextHearingDate) ?? 0) + 1)
  for (let m = 0; m < 3; m++) check([...perDay.keys()].filter((d) => d.startsWith(monthOf(today, m))).length >= 8, `month ${m} of the calendar has fewer than 8 hearing days`)
  check(Math.max(...perDay.values()) <= 6, 'a day has more than 6 hearings')
  check(cases.every((c) => weekday(c.nextHearingDate) !== 0) && data.hearings.every((h) => weekday(h.hearingDate) !== 0), 'a hearing falls on a Sunday')
  check(data.hearings.every((h) => h.hearingDate <= today), 'a past hearing lies in the future')
  check(cases.every((c) => c.caseRegisterDate < c.nextHearingDate), 'a case is heard before it was registered')
  check(cases.filter((c) => c.caseStatus === 'ONGOING' && c.nextHearingDate < today).length >= 10, 'fewer than 10 cases wait for a next-date update')
  check(cases.filter((c) => c.caseStatus === 'ONGOING' && c.nextHearingDate > today).length >= 10, 'fewer than 10 cases have a coming hearing')
  const actions = data.actionDetails.filter((a) => a.advocateCode === DEMO_ADVOCATE_CODE)
  check(actions.every((a) => a.date >= addDays(today, -10) && a.date <= addDays(today, 30)), 'a reminder lies outside -10..+30 days')
  check(actions.some((a) => a.reminderStatus === 'Open') && actions.some((a) => a.reminderStatus === 'Close'), 'reminders lack a status')
  check(data.clientPayments.every((p) => p.paymentDate <= today), 'a payment lies in the future')
  // The statement tests take the client with the most payments and one of its cases paid in parts.
  const counts = new Map<number, number>()
  for (const p of data.clientPayments) counts.set(p.clientCode, (counts.get(p.clientCode) ?? 0) + 1)
  const busiest = [...counts].filter(([code]) => data.clients.some((c) => c.clientCode === code && c.advocateCode === DEMO_ADVOCATE_CODE)).sort((a, b) => b[1] - a[1])[0]
  const perCase = new Map<number, number>()
  for (const p of data.clientPayments) if (p.clientCode === busiest?.[0]) perCase.set(p.caseId, (perCase.get(p.caseId) ?? 0) + 1)
  check([...perCase.values()].some((n) => n > 1), 'the busiest client has no case paid in parts')
  const advocate = data.advocates.find((a) => a.advocateCode === DEMO_ADVOCATE_CODE)
  check(!!advocate?.startDate && advocate.startDate <= today && !!advocate.expiryDate && advocate.expiryDate > today, 'the demo licence is not running')
  return problems
}

describe('seed: any day of the year', () => {
  it('holds the facts the suite relies on, on the fixed test day', () => {
    expect(dayFacts(db, TODAY)).toEqual([])
  })

  // 366 seeds of about 40 ms each: slow for a unit test, so it is given room; its speed is not what it tests.
  it('holds them for every day from 2026-11-26 to 2027-11-26, a leap day and a year end besides', { timeout: 300_000 }, () => {
    const days = [...Array.from({ length: 366 }, (_, i) => addDays('2026-11-26', i)), '2028-02-29', '2028-12-31']
    expect(days.flatMap((today) => dayFacts(seed({ today }), today))).toEqual([])
  })
})
