import { HttpResponse } from 'msw'
import type { ActionDetail, Case, CaseStatus, Client, IsoDate } from '../db'
import { MESSAGES, advocateScope, authUser, fail, http, ok } from '../http'
import { byText, listOf } from '../kit'
import type { ReportSpec, Row } from '../pdf/render'
import { db } from '../provider'
import { reportDate } from './dashboard'
import { NO_RECORDS } from './subscriptions'
import { pdfLanguage } from '../pdf/language'

/** Spec 3 §5. */
export const FROM_AFTER_TO = 'From Date cannot be greater than To Date'
/** The PDFs' titles and file names (the app downloads them under the same names). */
export const REPORTS = {
  cash: { title: 'Cash Collection Report', file: 'CashCollectionReport.pdf' },
  clients: { title: 'Client List Report', file: 'ClientListReport.pdf' },
  cases: { title: 'Case List Report', file: 'CaseListReport.pdf' },
  actions: { title: 'Pending Action Report', file: 'PendingActionReport.pdf' },
} as const
export const CASH_TYPES = { PaymentWise: 'Payment Wise', ClientWise: 'Client Wise' } as const
export const CASE_LIST_TYPES = { CN: 'Case list Diary (Client Wise)', CL: 'Case List Diary' } as const
export const ACTION_STATUS = { O: 'Open', C: 'Close' } as const

const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })
const round2 = (n: number) => Math.round(n * 100) / 100
const money = (amount: number) => ({ content: RUPEES.format(amount), styles: { halign: 'right' as const } })
/** A row across the whole table: a group's heading or its subtotal. */
const spanning = (text: string, columns: number): Row => [{ content: text, colSpan: columns, styles: { fontStyle: 'bold', fillColor: [238, 244, 251] } }]

function checkRange(from: IsoDate, to: IsoDate) {
  if (from > to) throw fail(400, FROM_AFTER_TO)
}

const advocateName = (code: number) => db().advocates.find((a) => a.advocateCode === code)?.advocateName ?? ''
const stateName = (code: string) => db().states.find((s) => s.stateCode === code)?.stateName ?? code
const courtName = (code: number) => db().courts.find((c) => c.courtCode === code)?.courtName ?? ''
const caseType = (code: number) => db().caseTypes.find((t) => t.caseCode === code)?.caseType ?? ''
const clientsOf = (advocate: number) => new Map(db().clients.filter((c) => c.advocateCode === advocate).map((c) => [c.clientCode, c]))
/** Up to three address lines joined by commas (spec 3 §2.13). */
export const addressOf = (c: Client) => [c.clientAddress1, c.clientAddress2, c.clientAddress3].filter((line) => line.trim()).join(', ')

/** Answers the PDF of `spec` under the report's file name, or 404 'No records found!' when it has no rows (spec 3 §8). */
async function pdfOf(rows: number, file: string, spec: ReportSpec, request: Request) {
  if (!rows) throw fail(404, NO_RECORDS)
  const { renderReport } = await import('../pdf/render')
  return HttpResponse.arrayBuffer(await renderReport({ ...spec, language: pdfLanguage(request) }), { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${file}"` } })
}

/** The advocate's payments received between two dates, oldest first. */
function paymentsOf(advocate: number, from: IsoDate, to: IsoDate) {
  const clients = clientsOf(advocate)
  return db()
    .clientPayments.filter((p) => clients.has(p.clientCode) && p.paymentDate >= from && p.paymentDate <= to)
    .sort((a, b) => a.paymentDate.localeCompare(b.paymentDate) || a.clientPaymentId - b.clientPaymentId)
    .map((p) => ({ payment: p, client: clients.get(p.clientCode)!, title: db().cases.find((c) => c.caseId === p.caseId)?.caseTitle ?? '' }))
}
type Paid = ReturnType<typeof paymentsOf>[number]
const paymentCells = ({ payment: p, title }: Paid) => [reportDate(p.paymentDate), p.caseNo, title, p.paymentType, p.paymentNo, money(p.amount)]
const sum = (paid: Paid[]) => round2(paid.reduce((total, p) => total + p.payment.amount, 0))

/** Payment Wise: one row per payment; Client Wise: each client's payments under its name, with a subtotal. */
function cashBody(paid: Paid[], type: keyof typeof CASH_TYPES): { head: string[]; body: Row[] } {
  if (type === 'PaymentWise') {
    return {
      head: ['S. No', 'Payment Date', 'Client Name', 'Case No', 'Case Title', 'Payment Type', 'Cheque No', 'Amount'],
      body: paid.map((p, i) => {
        const [date, ...rest] = paymentCells(p)
        return [i + 1, date, p.client.clientName, ...rest]
      }),
    }
  }
  const groups = new Map<number, Paid[]>()
  for (const p of [...paid].sort(byText((p) => p.client.clientName))) groups.set(p.client.clientCode, [...(groups.get(p.client.clientCode) ?? []), p])
  const body: Row[] = []
  for (const group of groups.values()) {
    body.push(spanning(group[0].client.clientName, 7))
    group.forEach((p, i) => body.push([i + 1, ...paymentCells(p)]))
    body.push([{ content: `Total for ${group[0].client.clientName}`, colSpan: 6, styles: { fontStyle: 'bold' } }, money(sum(group))])
  }
  return { head: ['S. No', 'Payment Date', 'Case No', 'Case Title', 'Payment Type', 'Cheque No', 'Amount'], body }
}

/** The advocate's cases in a state with a status ('ALL' for every one), client by client or by next date. */
function casesOf(advocate: number, stateCode: string, status: CaseStatus | 'ALL') {
  const clients = clientsOf(advocate)
  return db()
    .cases.filter((c) => c.advocateCode === advocate && c.stateCode === stateCode && (status === 'ALL' || c.caseStatus === status))
    .map((c) => ({ case: c, client: clients.get(c.clientCode) }))
}
const caseCells = (c: Case) => [c.clientCaseNo, c.caseTitle, caseType(c.caseCode), courtName(c.courtCode), reportDate(c.nextHearingDate), c.caseStatus]

function caseBody(found: ReturnType<typeof casesOf>, type: keyof typeof CASE_LIST_TYPES): { head: string[]; body: Row[] } {
  if (type === 'CL') {
    const sorted = [...found].sort((a, b) => a.case.nextHearingDate.localeCompare(b.case.nextHearingDate) || a.case.clientCaseNo.localeCompare(b.case.clientCaseNo))
    return {
      head: ['S. No', 'Case No', 'Case Title', 'Case Type', 'Court Name', 'Next Date', 'Status', 'Client Name'],
      body: sorted.map((f, i) => [i + 1, ...caseCells(f.case), f.client?.clientName ?? '']),
    }
  }
  const sorted = [...found].sort((a, b) => (a.client?.clientName ?? '').localeCompare(b.client?.clientName ?? '') || a.case.clientCaseNo.localeCompare(b.case.clientCaseNo))
  const body: Row[] = []
  let client: number | null = null
  let n = 0
  for (const f of sorted) {
    if (f.case.clientCode !== client) {
      client = f.case.clientCode
      n = 0
      body.push(spanning(`${f.client?.clientName ?? ''}${f.client?.mobileNo ? ` (${f.client.mobileNo})` : ''}`, 7))
    }
    body.push([++n, ...caseCells(f.case)])
  }
  return { head: ['S. No', 'Case No', 'Case Title', 'Case Type', 'Court Name', 'Next Date', 'Status'], body }
}

interface ActionFilters {
  from: IsoDate
  to: IsoDate
  clientCode: string
  caseNo: string
  courtCode: string
  status: keyof typeof ACTION_STATUS
}
/** The advocate's action items dated between the two dates, with the given status; client, case and court narrow them when given. */
function actionsOf(advocate: number, f: ActionFilters) {
  const clients = clientsOf(advocate)
  if (f.clientCode && !clients.has(Number(f.clientCode))) throw fail(404, MESSAGES.notFound('The client'))
  const cases = new Map(db().cases.filter((c) => c.advocateCode === advocate).map((c) => [c.caseId, c]))
  const keep = (a: ActionDetail) =>
    a.advocateCode === advocate &&
    a.date >= f.from &&
    a.date <= f.to &&
    a.reminderStatus === ACTION_STATUS[f.status] &&
    (!f.clientCode || String(a.clientCode) === f.clientCode) &&
    (!f.caseNo || a.caseNo === f.caseNo) &&
    (!f.courtCode || String(cases.get(a.caseId)?.courtCode) === f.courtCode)
  return db()
    .actionDetails.filter(keep)
    .sort((a, b) => a.date.localeCompare(b.date) || a.caseNo.localeCompare(b.caseNo))
    .map((a) => ({ action: a, client: clients.get(a.clientCode), case: cases.get(a.caseId) }))
}

/** The client list report's rows: the advocate's clients of a state (and type), by name. */
function clientRowsOf(advocate: number, stateCode: string, clientType: string) {
  return db()
    .clients.filter((c) => c.advocateCode === advocate && c.stateCode === stateCode && (!clientType || c.clientType === clientType))
    .sort(byText((c) => c.clientName))
}

/** Spec 3 §2.13, §7.3: cash collection, client list, case list diary and pending actions, each of the signed-in advocate's own records. */
export const reportHandlers = [
  http.post('/cash-collection-report', async ({ request, response }) => {
    const user = authUser(request)
    const body = await request.json()
    const advocate = advocateScope(user, body.EncryptedAdvocateCode)
    checkRange(body.FromDate, body.ToDate)
    const paid = paymentsOf(advocate, body.FromDate, body.ToDate)
    const type = body.ReportType ?? 'PaymentWise'
    const { head, body: rows } = cashBody(paid, type)
    const pdf = await pdfOf(paid.length, REPORTS.cash.file, {
      title: REPORTS.cash.title,
      lines: [`Advocate: ${advocateName(advocate)}`, `From Date: ${reportDate(body.FromDate)}   To Date: ${reportDate(body.ToDate)}`, `Type: ${CASH_TYPES[type]}`, `Payments: ${paid.length}`],
      head,
      body: rows,
      foot: [[{ content: 'Total', colSpan: head.length - 1 }, money(sum(paid))]],
    }, request)
    return response.untyped(pdf)
  }),

  http.post('/client-detail-list', async ({ request, response }) => {
    const user = authUser(request)
    const body = await request.json()
    const advocate = advocateScope(user, body.EncryptedAdvocateCode)
    const found = clientRowsOf(advocate, body.stateCode, body.clientType ?? '')
    const searched = listOf(found, { pageNumber: body.PageNumber, pageSize: body.PageSize, SearchText: body.SearchText }, { search: (c) => [c.clientName, c.contactPerson, c.mobileNo, c.emailId] })
    if (body.IsPDFTrue) {
      const all = listOf(found, { SearchText: body.SearchText }, { search: (c) => [c.clientName, c.contactPerson, c.mobileNo, c.emailId], all: true }).rows
      const state = stateName(body.stateCode)
      const pdf = await pdfOf(all.length, REPORTS.clients.file, {
        title: REPORTS.clients.title,
        lines: [`Advocate: ${advocateName(advocate)}`, `State: ${state}`, `Client Type: ${body.clientType || 'All'}`, `Clients: ${all.length}`],
        head: ['S. No', 'State', 'Client Name', 'Contact Person', 'Mobile No', 'LandLine No', 'Email Id', 'Address', 'Client Type'],
        body: all.map((c, i) => [i + 1, state, c.clientName, c.contactPerson, c.mobileNo, c.landLineOffice, c.emailId, addressOf(c), c.clientType]),
      }, request)
      return response.untyped(pdf)
    }
    return response(200).json(
      ok({
        totalCount: searched.totalCount,
        clientDetailList: searched.rows.map((c) => ({
          clientCode: String(c.clientCode),
          clientName: c.clientName,
          contactPerson: c.contactPerson,
          mobileNo: c.mobileNo,
          landLineOffice: c.landLineOffice,
          emailId: c.emailId,
          clientAddress1: c.clientAddress1,
          clientAddress2: c.clientAddress2,
          clientAddress3: c.clientAddress3,
          clientType: c.clientType,
          stateName: stateName(c.stateCode),
        })),
      }),
    )
  }),

  http.post('/client-case-list-report-pdf', async ({ request, response }) => {
    const user = authUser(request)
    const body = await request.json()
    const advocate = advocateScope(user, body.EncryptedAdvocateCode)
    const type = body.ReportType ?? 'CN'
    const found = casesOf(advocate, body.stateCode, body.CaseStatus)
    const { head, body: rows } = caseBody(found, type)
    const pdf = await pdfOf(found.length, REPORTS.cases.file, {
      title: `${REPORTS.cases.title}: ${CASE_LIST_TYPES[type]}`,
      lines: [`Advocate: ${advocateName(advocate)}`, `State: ${stateName(body.stateCode)}`, `Status: ${body.CaseStatus}`, `Cases: ${found.length}`],
      head,
      body: rows,
    }, request)
    return response.untyped(pdf)
  }),

  http.post('/get-pending-action-report', async ({ request, response }) => {
    const user = authUser(request)
    const body = await request.json()
    const advocate = advocateScope(user, body.EncryptedAdvocateCode)
    checkRange(body.FromDate, body.ToDate)
    const filters: ActionFilters = { from: body.FromDate, to: body.ToDate, clientCode: body.ClientCode ?? '', caseNo: body.CaseNo ?? '', courtCode: body.CourtCode ?? '', status: body.Status ?? 'O' }
    const found = actionsOf(advocate, filters)
    const narrowed = [
      filters.clientCode && `Client: ${db().clients.find((c) => String(c.clientCode) === filters.clientCode)?.clientName ?? ''}`,
      filters.courtCode && `Court: ${courtName(Number(filters.courtCode))}`,
      filters.caseNo && `Case No: ${filters.caseNo}`,
    ].filter(Boolean) as string[]
    const pdf = await pdfOf(found.length, REPORTS.actions.file, {
      title: REPORTS.actions.title,
      lines: [
        `Advocate: ${advocateName(advocate)}`,
        `From Date: ${reportDate(filters.from)}   To Date: ${reportDate(filters.to)}   Status: ${ACTION_STATUS[filters.status]}`,
        ...(narrowed.length ? [narrowed.join('   ')] : []),
        `Actions: ${found.length}`,
      ],
      head: ['S. No', 'Date', 'Client Name', 'Case No', 'Case Title', 'Court Name', 'Action Item', 'Reminder Days', 'Status'],
      body: found.map((f, i) => [i + 1, reportDate(f.action.date), f.client?.clientName ?? '', f.action.caseNo, f.case?.caseTitle ?? '', f.case ? courtName(f.case.courtCode) : '', f.action.actionItem, f.action.reminderDays, f.action.reminderStatus]),
    }, request)
    return response.untyped(pdf)
  }),
]
