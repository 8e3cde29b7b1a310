import type { components } from '../../src/api/schema.gen'
import type { Case, Client } from '../db'
import { advocateScope, authUser, http, ok } from '../http'
import { commit, db, provider } from '../provider'
import { checkCase, checkCaseNo, storedCase } from './cases'
import { checkPlace, storedClient } from './clients'

type Row = components['schemas']['ImportRow']
type Result = components['schemas']['ImportRowResult']
type Outcome = Result['Outcome']

export const CLIENT_DETAILS_NEEDED = "The client is not in your diary; give the client's details to add them."
export const HEARING_COURT_UNKNOWN = 'Hearing.courtCode: the court was not found.'
export const CASE_NOT_IN_DIARY = 'The case is not in your diary.'
export const partNeeded = (part: string, kind: string) => `${part} is needed for a ${kind.toLowerCase()} row.`
export const importSummary = (created: number, matched: number, before: number, refused: number, dryRun: boolean) =>
  `${dryRun ? 'Dry run: ' : ''}${created} ${dryRun ? 'to create' : 'created'}, ${matched} already in your diary, ${before} imported before, ${refused} refused.`

const PART: Record<Row['Kind'], keyof Row | null> = { CLIENT: null, CASE: 'Case', HEARING: 'Hearing', PAYMENT: 'Payment', ACTION: 'Action' }

/** A refusal of one row: the row stops, the call goes on. */
class Refused {
  constructor(readonly message: string) {}
}

/** The message of a rule the create calls keep (they throw the provider's answer). */
async function refusal(error: unknown): Promise<Refused> {
  if (error instanceof Refused) return error
  if (error instanceof Response) return new Refused(((await error.clone().json()) as { message: string }).message)
  throw error
}

type Made = { outcome: Outcome; message: string }
const key = (...parts: (string | number)[]) => parts.map((x) => String(x).trim().toLowerCase()).join('|')

/**
 * The advocate's clients and cases, indexed once a call. A dry run adds what its rows would create to these
 * indexes only, so a later row of the same call matches it; a real run also writes to the store, row by row.
 */
class Practice {
  private readonly clients = new Map<string, Client>()
  private readonly cases = new Map<string, Case>()
  private seen: Set<string> | null = null
  private readonly mine = new Set<number>()
  // The next ids, counted here: the store's nextId reads a whole table, too slow once a row.
  private readonly next: Record<'clients' | 'cases' | 'hearings' | 'clientPayments' | 'actionDetails' | 'importKeys', number>

  constructor(
    readonly advocateCode: number,
    readonly dryRun: boolean,
  ) {
    const d = db()
    for (const c of d.clients) if (c.advocateCode === advocateCode) this.clients.set(key(c.clientName, c.mobileNo), c)
    for (const c of d.cases) {
      if (c.advocateCode !== advocateCode) continue
      this.cases.set(key(c.clientCode, c.clientCaseNo), c)
      this.mine.add(c.caseId)
    }
    const store = provider()
    this.next = { clients: store.nextId('clients'), cases: store.nextId('cases'), hearings: store.nextId('hearings'), clientPayments: store.nextId('clientPayments'), actionDetails: store.nextId('actionDetails'), importKeys: store.nextId('importKeys') }
  }

  client = (name: string, mobile: string) => this.clients.get(key(name, mobile))
  caseOf = (client: Client, caseNo: string | undefined) => (caseNo ? this.cases.get(key(client.clientCode, caseNo)) : undefined)

  /** Hearings, payments and actions of the practice by what makes each the same: read only when a row of the call needs them. */
  has(k: string) {
    if (!this.seen) {
      const d = db()
      const seen = new Set<string>()
      for (const h of d.hearings) if (this.mine.has(h.caseId)) seen.add(key('H', h.caseId, h.hearingDate))
      for (const x of d.clientPayments) if (this.mine.has(x.caseId)) seen.add(key('P', x.caseId, x.paymentDate, x.paymentType, x.paymentNo, x.amount))
      for (const x of d.actionDetails) if (this.mine.has(x.caseId)) seen.add(key('A', x.caseId, x.date, x.actionItem))
      this.seen = seen
    }
    return this.seen.has(k)
  }

  id(table: keyof Practice['next']) {
    return this.next[table]++
  }

  addClient(c: Client) {
    this.clients.set(key(c.clientName, c.mobileNo), c)
    if (!this.dryRun) db().clients.push(c)
  }

  addCase(c: Case) {
    this.cases.set(key(c.clientCode, c.clientCaseNo), c)
    this.mine.add(c.caseId)
    if (!this.dryRun) db().cases.push(c)
  }

  /** A hearing, payment or action: remembered by what makes it the same, written unless a dry run. */
  add(k: string, write: () => void) {
    this.has(k)
    this.seen!.add(k)
    if (!this.dryRun) write()
  }
}

/** One row, whole or not at all: every check runs before the first write. */
function importRow(p: Practice, row: Row): Made {
  const part = PART[row.Kind]
  if (part && !row[part]) throw new Refused(partNeeded(part, row.Kind))
  const found = p.client(row.ClientName, row.MobileNo)
  if (row.Kind === 'CLIENT' || row.Kind === 'CASE') {
    if (row.Kind === 'CLIENT' && found) return { outcome: 'MATCHED', message: 'The client is already in your diary.' }
    if (!found && !row.Client) throw new Refused(CLIENT_DETAILS_NEEDED)
    if (!found) checkPlace(row.Client!.countryCode, row.Client!.stateCode)
    const client = found ?? ({ ...storedClient(row.Client!), clientCode: p.id('clients'), advocateCode: p.advocateCode, clientName: row.ClientName, mobileNo: row.MobileNo } as Client)
    if (row.Kind === 'CLIENT') {
      p.addClient(client)
      return { outcome: 'CREATED', message: 'The client is added.' }
    }
    const body = row.Case!
    if (found && p.caseOf(found, body.clientCaseNo)) return { outcome: 'MATCHED', message: `Case no ${body.clientCaseNo} is already in your diary.` }
    const court = checkCase(body)
    if (found && !p.dryRun) checkCaseNo(found.clientCode, body.clientCaseNo)
    if (!found) p.addClient(client)
    p.addCase({ caseId: p.id('cases'), advocateCode: p.advocateCode, clientCode: client.clientCode, previousHearingDate: null, ...storedCase(body, court.courtType) })
    return { outcome: 'CREATED', message: found ? `Case no ${body.clientCaseNo} is added.` : `The client and case no ${body.clientCaseNo} are added.` }
  }
  const theCase = found && p.caseOf(found, row.ClientCaseNo)
  if (!theCase) throw new Refused(CASE_NOT_IN_DIARY)
  return record(p, row, theCase)
}

/** A hearing, payment or action of a case the practice has: matched by its date and what it says, else created. */
function record(p: Practice, row: Row, c: Case): Made {
  const d = db()
  const made = (what: string, k: string, write: () => void): Made =>
    p.has(k) ? { outcome: 'MATCHED', message: `The ${what} is already in your diary.` } : (p.add(k, write), { outcome: 'CREATED', message: `The ${what} is added.` })
  if (row.Kind === 'HEARING') {
    const h = row.Hearing!
    if (h.courtCode && !d.courts.some((x) => String(x.courtCode) === h.courtCode)) throw new Refused(HEARING_COURT_UNKNOWN)
    const hearing = { hearingDate: h.hearingDate, courtCode: h.courtCode ? Number(h.courtCode) : c.courtCode, courtNo: h.courtNo ?? '', judgeName: h.judgeName ?? '', purpose: h.purpose, caseStatus: h.caseStatus, advocateComment: h.advocateComment ?? '', clientComment: h.clientComment ?? '' }
    return made('hearing', key('H', c.caseId, h.hearingDate), () => d.hearings.push({ hearingId: p.id('hearings'), caseId: c.caseId, ...hearing }))
  }
  if (row.Kind === 'PAYMENT') {
    const x = row.Payment!
    const payment = { clientCode: c.clientCode, caseId: c.caseId, caseNo: c.clientCaseNo, paymentType: x.paymentType, paymentNo: x.paymentNo ?? '', chequeDate: x.chequeDate ?? null, paymentDate: x.paymentDate, amount: x.amount }
    return made('payment', key('P', c.caseId, x.paymentDate, x.paymentType, payment.paymentNo, x.amount), () => d.clientPayments.push({ clientPaymentId: p.id('clientPayments'), ...payment }))
  }
  const a = row.Action!
  const action = { advocateCode: c.advocateCode, clientCode: c.clientCode, caseId: c.caseId, caseNo: c.clientCaseNo, date: a.date, reminderDays: a.reminderDays, actionItem: a.actionItem, reminderStatus: a.reminderStatus, createdBy: 'IMPORT', modifiedBy: null }
  return made('action', key('A', c.caseId, a.date, a.actionItem), () => d.actionDetails.push({ actionDetailId: p.id('actionDetails'), ...action }))
}

/** Issue 26: rows of a spreadsheet or of a practice's export, each all-or-nothing, each key taken once. */
export const importRowsHandlers = [
  http.post('/import-rows', async ({ request, response }) => {
    const body = await request.json()
    const advocateCode = advocateScope(authUser(request), body.EncryptedAdvocateCode)
    const practice = new Practice(advocateCode, body.DryRun)
    const taken = new Map(db().importKeys.filter((k) => k.advocateCode === advocateCode).map((k) => [k.key, k.message]))
    const results: Result[] = []
    for (const row of body.Rows) {
      const before = taken.get(row.Key)
      if (before !== undefined) {
        results.push({ Line: row.Line, Key: row.Key, Outcome: 'DONE_BEFORE', Message: `Imported before: ${before}` })
        continue
      }
      try {
        const step = importRow(practice, row)
        if (!body.DryRun) db().importKeys.push({ importKeyId: practice.id('importKeys'), advocateCode, key: row.Key, message: step.message })
        taken.set(row.Key, step.message)
        results.push({ Line: row.Line, Key: row.Key, Outcome: step.outcome, Message: step.message })
      } catch (error) {
        results.push({ Line: row.Line, Key: row.Key, Outcome: 'REFUSED', Message: (await refusal(error)).message })
      }
    }
    if (!body.DryRun) commit()
    const count = (o: Outcome) => results.filter((r) => r.Outcome === o).length
    return response(200).json(ok({ Results: results }, importSummary(count('CREATED'), count('MATCHED'), count('DONE_BEFORE'), count('REFUSED'), body.DryRun)))
  }),
]
