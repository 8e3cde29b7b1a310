import type { Advocate, CaseType, Court, IsoDate } from '../types'
import type { CaseTypeTemplate } from './catalog'
import { DEMO_ADVOCATE_CODE } from './advocates'
import { generateCases, type CasePlan } from './cases'
import { generateClients } from './clients'
import type { SeedContext } from './context'

export const SIZES = {
  normal: { demoClients: 60, demoCases: 180, bulkClients: 0, bulkCases: 0 },
  large: { demoClients: 60, demoCases: 180, bulkClients: 10_000, bulkCases: 30_000 },
} as const

type Batch = Pick<CasePlan, 'total' | 'dailyCap' | 'hearingsPerCase'> & { clientCount: number; spread: boolean }

/** Courts an advocate practises in: every court of the home state with case types, plus the apex courts in Delhi. */
function courtsFor(ctx: SeedContext, advocate: Advocate, byCourt: Map<number, CaseType[]>): Court[] {
  const apex = new Set(['SUPREME COURT OF INDIA', 'DELHI HIGH COURT'])
  return ctx.db.courts.filter((c) => byCourt.has(c.courtCode) && (c.stateCode === advocate.stateCode || apex.has(c.courtName)))
}

/**
 * Clients, cases and hearings, advocate by advocate. The demo advocate gets the full practice
 * (and in the large seed 10,000 more clients with 30,000 more cases, without the daily cap);
 * every other advocate a few clients with a case or two each.
 */
export function generatePractices(ctx: SeedContext, templates: Map<number, CaseTypeTemplate>) {
  const { db, rng } = ctx
  const byCourt = new Map<number, CaseType[]>()
  for (const t of db.caseTypes) byCourt.set(t.courtCode, [...(byCourt.get(t.courtCode) ?? []), t])
  const size = SIZES[ctx.scale]

  for (const advocate of db.advocates) {
    const demo = advocate.advocateCode === DEMO_ADVOCATE_CODE
    const perDay = new Map<IsoDate, number>()
    const base = { advocate, courts: courtsFor(ctx, advocate, byCourt), caseTypesByCourt: byCourt, templates, perDay }
    const juniors = demo ? ['ROHIT KULKARNI', 'MEERA JOSHI'] : [advocate.advocateName]
    const batches: Batch[] = []
    if (demo) {
      batches.push({ clientCount: size.demoClients, spread: true, total: size.demoCases, dailyCap: 6, hearingsPerCase: [2, 5] })
      if (size.bulkClients) batches.push({ clientCount: size.bulkClients, spread: true, total: size.bulkCases, dailyCap: Infinity, hearingsPerCase: [2, 3] })
    } else {
      const clientCount = rng.int(3, 6)
      batches.push({ clientCount, spread: false, total: clientCount + rng.int(0, clientCount), dailyCap: 4, hearingsPerCase: [2, 4] })
    }
    for (const batch of batches) {
      const clients = generateClients(ctx, advocate.advocateCode, batch.clientCount, advocate.stateCode, batch.spread)
      pushAll(db.clients, clients)
      const { cases, hearings } = generateCases(ctx, { ...base, ...batch, clients, juniors })
      pushAll(db.cases, cases)
      pushAll(db.hearings, hearings)
    }
  }
}

/** push(...rows) overflows the call stack beyond ~100,000 arguments. */
function pushAll<T>(target: T[], rows: T[]) {
  for (const row of rows) target.push(row)
}
