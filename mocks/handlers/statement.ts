import { HttpResponse } from 'msw'
import type { Case, ClientPayment, DbData, IsoDate } from '../db'
import { advocateScope, authUser, fail, http, ok } from '../http'
import { db } from '../provider'
import { reportDate } from './dashboard'
import { pdfLanguage, type PdfLanguage } from '../pdf/language'

/** Spec 3 §5, §8. */
export const FROM_AFTER_TO = 'From Date cannot be greater than To Date'
export const NO_RECORDS = 'No records found!'
export const CLIENT_NOT_FOUND = 'The client was not found.'
export const STATEMENT_TITLE = 'Client Statement of Account'

const round2 = (n: number) => Math.round(n * 100) / 100
const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })

export interface StatementFilters {
  clientCode: number
  caseNo: string
  from: IsoDate
  to: IsoDate
}

export interface CaseLine {
  case: Case
  hearings: number
  received: number
  balance: number
  /** The case's payments in the range, oldest first. */
  payments: ClientPayment[]
}

export interface Statement {
  cases: CaseLine[]
  totals: { fees: number; received: number; balance: number }
}

/**
 * The statement of one client (or one of its cases) over [from, to], in one pass over cases, hearings
 * and payments: per case its hearings and payments in the range, received = their sum, and
 * balance = consulting fees − received. The totals are the sums of the case lines.
 */
export function statementOf(data: DbData, advocateCode: number, filters: StatementFilters): Statement {
  const lines = new Map<number, CaseLine>()
  for (const c of data.cases)
    if (c.advocateCode === advocateCode && c.clientCode === filters.clientCode && (!filters.caseNo || c.clientCaseNo === filters.caseNo))
      lines.set(c.caseId, { case: c, hearings: 0, received: 0, balance: 0, payments: [] })
  const within = (d: IsoDate) => d >= filters.from && d <= filters.to
  for (const h of data.hearings) {
    const line = lines.get(h.caseId)
    if (line && within(h.hearingDate)) line.hearings++
  }
  for (const p of data.clientPayments) {
    const line = lines.get(p.caseId)
    if (line && within(p.paymentDate)) line.payments.push(p)
  }
  const cases = [...lines.values()].sort((a, b) => a.case.clientCaseNo.localeCompare(b.case.clientCaseNo))
  const totals = { fees: 0, received: 0, balance: 0 }
  for (const line of cases) {
    line.payments.sort((a, b) => a.paymentDate.localeCompare(b.paymentDate) || a.clientPaymentId - b.clientPaymentId)
    line.received = round2(line.payments.reduce((sum, p) => sum + p.amount, 0))
    line.balance = round2(line.case.consultingFees - line.received)
    totals.fees += line.case.consultingFees
    totals.received += line.received
    totals.balance += line.balance
  }
  return { cases, totals: { fees: round2(totals.fees), received: round2(totals.received), balance: round2(totals.balance) } }
}

const money = (n: number) => ({ content: RUPEES.format(n), styles: { halign: 'right' as const } })

/** The PDF of the same report: Summary one row per case with a Total row; Details the payments with the case cells merged. */
async function statementPdf(statement: Statement, filters: StatementFilters, details: boolean, names: { advocate: string; client: string }, language: PdfLanguage) {
  const { renderReport } = await import('../pdf/render')
  const { cases, totals } = statement
  const lines = [
    `Advocate: ${names.advocate}`,
    `Client: ${names.client}`,
    ...(filters.caseNo ? [`Case No: ${filters.caseNo}`] : []),
    `From ${reportDate(filters.from)} to ${reportDate(filters.to)}`,
    `Report Type: ${details ? 'Details' : 'Summary'}`,
  ]
  if (!details)
    return renderReport({
      title: STATEMENT_TITLE,
      lines,
      head: ['S. No.', 'Case No.', 'Case Title', 'Case Nature', 'No. Of Hearing', 'Consulting Fees', 'Receive Amount', 'Balance'],
      body: cases.map((l, i) => [i + 1, l.case.clientCaseNo, l.case.caseTitle, l.case.caseNature, l.hearings, money(l.case.consultingFees), money(l.received), money(l.balance)]),
      foot: [['', '', '', '', 'Total', money(totals.fees), money(totals.received), money(totals.balance)]],
      language,
    })
  const body = cases.flatMap((l) =>
    l.payments.map((p, i) => {
      const payment = [reportDate(p.paymentDate), money(p.amount)]
      if (i > 0) return payment
      const span = { rowSpan: l.payments.length, styles: { valign: 'middle' as const } }
      return [
        { content: l.case.clientCaseNo, ...span },
        { content: l.case.caseTitle, ...span },
        { content: l.case.caseNature, ...span },
        { content: String(l.hearings), ...span },
        { content: RUPEES.format(l.case.consultingFees), ...span, styles: { ...span.styles, halign: 'right' as const } },
        ...payment,
      ]
    }),
  )
  return renderReport({
    title: STATEMENT_TITLE,
    lines,
    head: ['Case No.', 'Case Title', 'Case Nature', 'No. of Hearings', 'Consulting Fees', 'Payment Date', 'Amount'],
    body,
    foot: [['', '', '', '', '', 'Total Amount', money(totals.received)]],
    language,
  })
}

/** Spec 3 §2.13, §7.3: the client statement of account, as JSON or as the PDF of the same report. */
export const statementHandlers = [
  http.post('/client-report-detail', async ({ request, response }) => {
    const user = authUser(request)
    const body = await request.json()
    const advocate = advocateScope(user, body.EncryptedAdvocateCode)
    if (body.FromDate > body.ToDate) throw fail(400, FROM_AFTER_TO)
    const client = db().clients.find((c) => String(c.clientCode) === body.ClientCode && c.advocateCode === advocate)
    if (!client) throw fail(404, CLIENT_NOT_FOUND)
    const filters: StatementFilters = { clientCode: client.clientCode, caseNo: body.ClientCaseNo ?? '', from: body.FromDate, to: body.ToDate }
    const statement = statementOf(db(), advocate, filters)
    const details = body.ReportType === 'Details'
    const merged = statement.cases.flatMap((l) =>
      l.payments.map((p) => ({
        clientCode: body.ClientCode,
        caseNo: l.case.clientCaseNo,
        caseTitle: l.case.caseTitle,
        caseNature: l.case.caseNature,
        noOfHearing: l.hearings,
        consultingFees: l.case.consultingFees,
        paymentDate: p.paymentDate,
        amount: p.amount,
      })),
    )
    if (body.isGeneratePDF) {
      if (!(details ? merged.length : statement.cases.length)) throw fail(404, NO_RECORDS)
      const advocateName = db().advocates.find((a) => a.advocateCode === advocate)?.advocateName ?? ''
      const pdf = await statementPdf(statement, filters, details, { advocate: advocateName, client: client.clientName }, pdfLanguage(request))
      return response.untyped(HttpResponse.arrayBuffer(pdf, { headers: { 'Content-Type': 'application/pdf' } }))
    }
    const start = (body.PageNumber - 1) * body.PageSize
    const page = <T>(rows: T[]) => rows.slice(start, start + body.PageSize)
    return response(200).json(
      ok({
        caseReport: {
          reportCount: statement.cases.length,
          caseReportList: page(statement.cases).map((l) => ({
            clientCode: body.ClientCode,
            caseNo: l.case.clientCaseNo,
            caseTitle: l.case.caseTitle,
            caseNature: l.case.caseNature,
            noOFHearing: l.hearings,
            consultingFees: l.case.consultingFees,
            receiveAmount: l.received,
            balance: l.balance,
          })),
          totalConsultingFees: statement.totals.fees,
          totalReceiveAmount: statement.totals.received,
          totalBalance: statement.totals.balance,
        },
        paymentReport: {
          paymentReportCount: merged.length,
          clientPaymentReportList: page(merged).map((m) => ({ clientCode: m.clientCode, caseNo: m.caseNo, paymentDate: m.paymentDate, amount: m.amount })),
          totalAmount: statement.totals.received,
        },
        mergedList: page(merged),
      }),
    )
  }),
]
