import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { api } from '@/api/client'
import { ApiError } from '@/api/errors'
import { readPdf } from '@/api/pdf'
import type { components } from '@/api/schema.gen'
import { DEMO_ADVOCATE_CODE, encryptId, type DbData } from '@mocks/db'
import { reportDate } from '@mocks/handlers/dashboard'
import { CLIENT_NOT_FOUND, FROM_AFTER_TO, NO_RECORDS, statementOf } from '@mocks/handlers/statement'
import { provider } from '@mocks/provider'
import { pdfText } from '../support/pdf-text'
import { signInAs } from '../support/session'

type Request = components['schemas']['ReportClientStatementRequest']
type Statement = components['schemas']['ReportClientStatement']

const db = () => provider().db
const own = encryptId('advocate', DEMO_ADVOCATE_CODE)
const RANGE = { FromDate: '2000-01-01', ToDate: '2099-12-31' }
/** The demo advocate's client with the most payments. */
function busiest() {
  const counts = new Map<number, number>()
  for (const p of db().clientPayments) counts.set(p.clientCode, (counts.get(p.clientCode) ?? 0) + 1)
  return db()
    .clients.filter((c) => c.advocateCode === DEMO_ADVOCATE_CODE)
    .sort((a, b) => (counts.get(b.clientCode) ?? 0) - (counts.get(a.clientCode) ?? 0))[0]
}
const request = (patch: Partial<Request> = {}): Request => ({ PageNumber: 1, PageSize: 1000, EncryptedAdvocateCode: own, ClientCode: String(busiest().clientCode), ReportType: 'Summary', ClientCaseNo: '', ...RANGE, isGeneratePDF: false, ...patch })
const statement = async (body: Request) => ((await api.POST('/client-report-detail', { body })).data as { data: Statement }).data
const cents = (n: unknown) => Math.round(Number(n) * 100)
const sum = (values: unknown[]) => values.reduce<number>((s, v) => s + cents(v), 0)

describe('client-report-detail', () => {
  it('gives one line per case where fees − received = balance, and totals that add the lines up', async () => {
    await signInAs('advocate')
    const { caseReport, paymentReport, mergedList } = await statement(request())
    const rows = caseReport!.caseReportList!
    expect(caseReport!.reportCount).toBe(rows.length)
    expect(rows.length).toBeGreaterThan(0)
    for (const r of rows) expect(cents(r.consultingFees) - cents(r.receiveAmount)).toBe(cents(r.balance))
    expect(sum(rows.map((r) => r.consultingFees))).toBe(cents(caseReport!.totalConsultingFees))
    expect(sum(rows.map((r) => r.receiveAmount))).toBe(cents(caseReport!.totalReceiveAmount))
    expect(sum(rows.map((r) => r.balance))).toBe(cents(caseReport!.totalBalance))
    expect(cents(paymentReport!.totalAmount)).toBe(cents(caseReport!.totalReceiveAmount))
    expect(sum(mergedList!.map((m) => m.amount))).toBe(cents(paymentReport!.totalAmount))
    expect(paymentReport!.paymentReportCount).toBe(mergedList!.length)
  })

  it('for any client and range, the rows add up to the total lines (property)', () => {
    const data: DbData = db()
    const clients = data.clients.filter((c) => c.advocateCode === DEMO_ADVOCATE_CODE)
    const day = fc.date({ min: new Date('2015-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10))
    fc.assert(
      fc.property(fc.integer({ min: 0, max: clients.length - 1 }), day, day, (i, a, b) => {
        const [from, to] = a <= b ? [a, b] : [b, a]
        const { cases, totals } = statementOf(data, DEMO_ADVOCATE_CODE, { clientCode: clients[i].clientCode, caseNo: '', from, to })
        for (const l of cases) {
          expect(cents(l.case.consultingFees) - cents(l.received)).toBe(cents(l.balance))
          expect(sum(l.payments.map((p) => p.amount))).toBe(cents(l.received))
          for (const p of l.payments) expect(p.paymentDate >= from && p.paymentDate <= to).toBe(true)
        }
        expect(sum(cases.map((l) => l.received))).toBe(cents(totals.received))
        expect(sum(cases.map((l) => l.balance))).toBe(cents(totals.balance))
        expect(cents(totals.fees) - cents(totals.received)).toBe(cents(totals.balance))
      }),
      { numRuns: 60 },
    )
  })

  it('narrows to one case, and pages cases and payments', async () => {
    await signInAs('advocate')
    const all = await statement(request({ ReportType: 'Details' }))
    const caseNo = all.mergedList![0].caseNo
    const one = await statement(request({ ReportType: 'Details', ClientCaseNo: caseNo }))
    expect(one.caseReport!.caseReportList!.map((r) => r.caseNo)).toEqual([caseNo])
    expect(one.mergedList!.every((m) => m.caseNo === caseNo)).toBe(true)
    expect(one.mergedList).toEqual(all.mergedList!.filter((m) => m.caseNo === caseNo))
    const second = await statement(request({ ReportType: 'Details', PageNumber: 2, PageSize: 2 }))
    expect(second.mergedList).toEqual(all.mergedList!.slice(2, 4))
    expect(second.paymentReport!.paymentReportCount).toBe(all.mergedList!.length)
  })

  it('accepts From equal to To, refuses From one day after To, another advocate’s client and bad fields', async () => {
    await signInAs('advocate')
    await expect(statement(request({ FromDate: '2026-01-01', ToDate: '2026-01-01' }))).resolves.toBeDefined()
    await expect(statement(request({ FromDate: '2026-01-02', ToDate: '2026-01-01' }))).rejects.toEqual(new ApiError(FROM_AFTER_TO, 400))
    const stranger = db().clients.find((c) => c.advocateCode !== DEMO_ADVOCATE_CODE)!
    await expect(statement(request({ ClientCode: String(stranger.clientCode) }))).rejects.toEqual(new ApiError(CLIENT_NOT_FOUND, 404))
    await expect(statement(request({ ClientCode: '' }))).rejects.toMatchObject({ status: 400, message: expect.stringContaining('ClientCode') })
    await expect(statement(request({ ReportType: 'Both' as never }))).rejects.toMatchObject({ status: 400, message: expect.stringContaining('ReportType') })
  })

  it('prints the Summary and the Details as PDFs holding the rows and totals; No records found! when empty', async () => {
    await signInAs('advocate')
    const { caseReport, mergedList } = await statement(request())
    const summary = await readPdf((await api.POST('/client-report-detail', { body: request({ isGeneratePDF: true }), parseAs: 'blob' })).data)
    expect(await summary.slice(0, 5).text()).toBe('%PDF-')
    const text = await pdfText(summary)
    const rupees = (n: unknown) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(Number(n))
    if (text !== null) {
      expect(text).toContain('Client Statement of Account')
      expect(text).toContain(busiest().clientName)
      expect(text).toContain(`From ${reportDate(RANGE.FromDate)} to ${reportDate(RANGE.ToDate)}`)
      for (const r of caseReport!.caseReportList!) expect(text).toContain(r.caseNo)
      expect(text).toContain(rupees(caseReport!.totalBalance))
      expect(text).toMatch(/Page 1 of \d+/)
    }
    const details = await readPdf((await api.POST('/client-report-detail', { body: request({ ReportType: 'Details', isGeneratePDF: true }), parseAs: 'blob' })).data)
    const detailText = await pdfText(details)
    if (detailText !== null) {
      expect(detailText).toContain(reportDate(mergedList![0].paymentDate!))
      expect(detailText).toContain(rupees(caseReport!.totalReceiveAmount))
    }
    const empty = api.POST('/client-report-detail', { body: request({ ReportType: 'Details', FromDate: '1990-01-01', ToDate: '1990-01-02', isGeneratePDF: true }), parseAs: 'blob' }).then((r) => readPdf(r.data))
    await expect(empty).rejects.toEqual(new ApiError(NO_RECORDS, 404))
  })
})
