import { describe, expect, it } from 'vitest'
import { api } from '@/api/client'
import { ApiError } from '@/api/errors'
import { readPdf } from '@/api/pdf'
import type { components } from '@/api/schema.gen'
import { DEMO_ADVOCATE_CODE, encryptId } from '@mocks/db'
import { ACTION_STATUS, addressOf, FROM_AFTER_TO } from '@mocks/handlers/reports'
import { NO_RECORDS } from '@mocks/handlers/subscriptions'
import { provider } from '@mocks/provider'
import { MESSAGES } from '@mocks/http'
import { grantPages } from '../support/access'
import { pdfText } from '../support/pdf-text'
import { signInAs } from '../support/session'

type S = components['schemas']
const db = () => provider().db
const own = encryptId('advocate', DEMO_ADVOCATE_CODE)
const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const shown = (d: string) => `${d.slice(8, 10)}-${MONTHS[Number(d.slice(5, 7)) - 1]}-${d.slice(0, 4)}`
const clients = () => db().clients.filter((c) => c.advocateCode === DEMO_ADVOCATE_CODE)
/** pdftotext keeps the layout: a long cell may wrap, so the text is compared with its spaces squeezed. */
const flat = (text: string) => text.replace(/\s+/g, ' ')
async function text(pdf: Promise<{ data?: unknown }>) {
  const blob = await readPdf((await pdf).data as Blob)
  expect(await blob.slice(0, 5).text()).toBe('%PDF-')
  const read = await pdfText(blob)
  return read === null ? null : flat(read)
}
/** Every word of a name: a long name may wrap inside its cell. */
const hasWords = (read: string, name: string) => name.split(' ').every((word) => read.includes(word))
const failure = (pdf: Promise<{ data?: unknown }>) => pdf.then((r) => readPdf(r.data as Blob))

describe('cash-collection-report', () => {
  const ownPayments = () => {
    const mine = new Set(clients().map((c) => c.clientCode))
    return db().clientPayments.filter((p) => mine.has(p.clientCode))
  }
  /** The month with the most payments. */
  function busiestMonth() {
    const counts = new Map<string, number>()
    for (const p of ownPayments()) counts.set(p.paymentDate.slice(0, 7), (counts.get(p.paymentDate.slice(0, 7)) ?? 0) + 1)
    const month = [...counts].sort((a, b) => b[1] - a[1])[0][0]
    return { FromDate: `${month}-01`, ToDate: `${month}-28`, payments: ownPayments().filter((p) => p.paymentDate >= `${month}-01` && p.paymentDate <= `${month}-28`) }
  }
  const cash = (body: Partial<S['ReportCashCollectionRequest']>) =>
    api.POST('/cash-collection-report', { body: { EncryptedAdvocateCode: own, FromDate: '2026-01-01', ToDate: '2026-01-31', ReportType: 'PaymentWise', ...body }, parseAs: 'blob' })

  it('prints every payment of the range with the total, payment wise and client wise', async () => {
    await signInAs('advocate')
    const { FromDate, ToDate, payments } = busiestMonth()
    const total = RUPEES.format(payments.reduce((t, p) => t + p.amount, 0))
    for (const ReportType of ['PaymentWise', 'ClientWise'] as const) {
      const read = await text(cash({ FromDate, ToDate, ReportType }))
      if (read === null) continue
      expect(read).toContain('Cash Collection Report')
      expect(read).toContain(`From Date: ${shown(FromDate)}`)
      expect(read).toContain(ReportType === 'PaymentWise' ? 'Type: Payment Wise' : 'Type: Client Wise')
      expect(read).toContain(db().advocates[0].advocateName)
      for (const p of payments) expect(read).toContain(RUPEES.format(p.amount))
      expect(read).toMatch(new RegExp(`Total ${total.replace(/[.₹]/g, '\\$&')}`))
      if (ReportType === 'ClientWise') for (const p of payments) expect(read).toContain(`Total for ${db().clients.find((c) => c.clientCode === p.clientCode)!.clientName}`)
      expect(read).toMatch(/Page 1 of \d+/)
    }
  })

  it('names the file as the app downloads it', async () => {
    await signInAs('advocate')
    const { FromDate, ToDate } = busiestMonth()
    const { response } = await cash({ FromDate, ToDate })
    expect(response.headers.get('Content-Type')).toBe('application/pdf')
    expect(response.headers.get('Content-Disposition')).toBe('inline; filename="CashCollectionReport.pdf"')
  })

  it('says No records found! for a range without payments, and refuses From after To', async () => {
    await signInAs('advocate')
    await expect(failure(cash({ FromDate: '1990-01-01', ToDate: '1990-01-02' }))).rejects.toEqual(new ApiError(NO_RECORDS, 404))
    await expect(failure(cash({ FromDate: '2026-01-02', ToDate: '2026-01-01' }))).rejects.toEqual(new ApiError(FROM_AFTER_TO, 400))
    // The same day is a range.
    await expect(failure(cash({ FromDate: '1990-01-01', ToDate: '1990-01-01' }))).rejects.toMatchObject({ status: 404 })
    await expect(cash({ FromDate: '2026-13-01' })).rejects.toMatchObject({ status: 400, message: expect.stringContaining('FromDate') })
    await expect(cash({ ReportType: 'Daily' as never })).rejects.toMatchObject({ status: 400, message: expect.stringContaining('ReportType') })
  })

  it('refuses a clerk whose menu lacks the report, and keeps one granted it to their own advocate whatever code is sent', async () => {
    await signInAs('clerk')
    const { FromDate, ToDate } = busiestMonth()
    await expect(cash({ FromDate, ToDate })).rejects.toMatchObject({ status: 403, message: MESSAGES.noAccess })
    grantPages('clerk', '/client-payment-report')
    await signInAs('clerk')
    expect(await text(cash({ FromDate, ToDate, EncryptedAdvocateCode: encryptId('advocate', 9999) }))).not.toBeUndefined()
  })
})

describe('client-detail-list', () => {
  const busiestState = () => {
    const counts = new Map<string, number>()
    for (const c of clients()) counts.set(c.stateCode, (counts.get(c.stateCode) ?? 0) + 1)
    return [...counts].sort((a, b) => b[1] - a[1])[0][0]
  }
  const request = (patch: Partial<S['ReportClientListRequest']> = {}): S['ReportClientListRequest'] => ({
    PageNumber: 1,
    PageSize: 5,
    EncryptedAdvocateCode: own,
    stateCode: busiestState(),
    clientType: '',
    IsPDFTrue: false,
    ...patch,
  })
  const list = async (body: S['ReportClientListRequest']) => ((await api.POST('/client-detail-list', { body })).data as { data: S['ReportClientList'] }).data

  it('lists the advocate’s clients of a state by name, paged, and keeps one client type', async () => {
    await signInAs('advocate')
    const expected = clients()
      .filter((c) => c.stateCode === busiestState())
      .sort((a, b) => a.clientName.localeCompare(b.clientName))
    const data = await list(request())
    expect(data.totalCount).toBe(expected.length)
    expect(data.clientDetailList.map((c) => c.clientName)).toEqual(expected.slice(0, 5).map((c) => c.clientName))
    expect(data.clientDetailList[0]).toMatchObject({ clientAddress1: expected[0].clientAddress1, landLineOffice: expected[0].landLineOffice, clientType: expected[0].clientType })
    const people = await list(request({ clientType: 'INDIVIDUAL', PageSize: 1000 }))
    const firms = await list(request({ clientType: 'ORGANIZATION', PageSize: 1000 }))
    expect(people.clientDetailList.every((c) => c.clientType === 'INDIVIDUAL')).toBe(true)
    expect(people.totalCount + firms.totalCount).toBe(expected.length)
  })

  it('prints every matching client with the address joined by commas, and says No records found! for none', async () => {
    await signInAs('advocate')
    const expected = clients().filter((c) => c.stateCode === busiestState())
    const read = await text(api.POST('/client-detail-list', { body: request({ IsPDFTrue: true, PageSize: 1 }), parseAs: 'blob' }))
    if (read !== null) {
      expect(read).toContain('Client List Report')
      for (const c of expected) {
        expect(hasWords(read, c.clientName)).toBe(true)
        expect(read).toContain(c.mobileNo)
      }
      expect(addressOf({ ...expected[0], clientAddress1: 'A', clientAddress2: ' ', clientAddress3: 'C' })).toBe('A, C')
    }
    const nowhere = db().states.find((s) => !clients().some((c) => c.stateCode === s.stateCode))!
    await expect(failure(api.POST('/client-detail-list', { body: request({ stateCode: nowhere.stateCode, IsPDFTrue: true }), parseAs: 'blob' }))).rejects.toEqual(new ApiError(NO_RECORDS, 404))
  })

  it('answers 400 naming the field for a missing state or an unknown client type', async () => {
    await signInAs('advocate')
    await expect(api.POST('/client-detail-list', { body: request({ stateCode: '' }) })).rejects.toMatchObject({ status: 400, message: expect.stringContaining('stateCode') })
    await expect(api.POST('/client-detail-list', { body: request({ clientType: 'PERSON' as never }) })).rejects.toMatchObject({ status: 400, message: expect.stringContaining('clientType') })
  })
})

describe('client-case-list-report-pdf', () => {
  const ownCases = () => db().cases.filter((c) => c.advocateCode === DEMO_ADVOCATE_CODE)
  const busiestState = () => {
    const counts = new Map<string, number>()
    for (const c of ownCases()) counts.set(c.stateCode, (counts.get(c.stateCode) ?? 0) + 1)
    return [...counts].sort((a, b) => b[1] - a[1])[0][0]
  }
  const caseList = (body: Partial<S['ReportCaseListRequest']>) =>
    api.POST('/client-case-list-report-pdf', { body: { EncryptedAdvocateCode: own, CaseStatus: 'ALL', ReportType: 'CN', stateCode: busiestState(), ...body }, parseAs: 'blob' })

  it('prints the state’s cases client by client (CN) or in one list (CL), of one status or all', async () => {
    await signInAs('advocate')
    const inState = ownCases().filter((c) => c.stateCode === busiestState())
    for (const ReportType of ['CN', 'CL'] as const) {
      const read = await text(caseList({ ReportType }))
      if (read === null) continue
      expect(read).toContain(ReportType === 'CN' ? 'Case list Diary (Client Wise)' : 'Case List Diary')
      for (const c of inState) expect(read).toContain(c.clientCaseNo)
      for (const c of inState) expect(hasWords(read, db().clients.find((k) => k.clientCode === c.clientCode)!.clientName)).toBe(true)
    }
    const ongoing = await text(caseList({ CaseStatus: 'ONGOING' }))
    if (ongoing !== null) {
      for (const c of inState) (c.caseStatus === 'ONGOING' ? expect(ongoing) : expect(ongoing).not).toContain(c.clientCaseNo)
    }
  })

  it('says No records found! for a state without cases, and 400 for an unknown status', async () => {
    await signInAs('advocate')
    const nowhere = db().states.find((s) => !ownCases().some((c) => c.stateCode === s.stateCode))!
    await expect(failure(caseList({ stateCode: nowhere.stateCode }))).rejects.toEqual(new ApiError(NO_RECORDS, 404))
    await expect(caseList({ CaseStatus: 'DISPOSED' as never })).rejects.toMatchObject({ status: 400, message: expect.stringContaining('CaseStatus') })
    await expect(caseList({ ReportType: 'XX' as never })).rejects.toMatchObject({ status: 400, message: expect.stringContaining('ReportType') })
  })
})

describe('get-pending-action-report', () => {
  const ownActions = () => db().actionDetails.filter((a) => a.advocateCode === DEMO_ADVOCATE_CODE)
  const range = () => {
    const dates = ownActions().map((a) => a.date).sort()
    return { FromDate: dates[0], ToDate: dates.at(-1)! }
  }
  const pending = (body: Partial<S['ReportPendingActionRequest']>) =>
    api.POST('/get-pending-action-report', { body: { EncryptedAdvocateCode: own, ...range(), Status: 'O', ...body }, parseAs: 'blob' })

  it('prints the open actions of one client, and not the others', async () => {
    await signInAs('advocate')
    const open = ownActions().filter((a) => a.reminderStatus === 'Open')
    const client = open[0].clientCode
    const read = await text(pending({ ClientCode: String(client) }))
    if (read !== null) {
      expect(read).toContain('Pending Action Report')
      expect(read).toContain(`Status: ${ACTION_STATUS.O}`)
      for (const a of open.filter((x) => x.clientCode === client)) expect(read).toContain(a.caseNo)
      const others = ownActions().filter((a) => a.clientCode !== client && !db().actionDetails.some((b) => b.clientCode === client && b.caseNo === a.caseNo))
      for (const a of others.slice(0, 5)) expect(read).not.toContain(a.caseNo)
    }
  })

  it('keeps closed actions with C, narrows by case and court, and refuses a foreign client, From after To or a bad status', async () => {
    await signInAs('advocate')
    const closed = ownActions().find((a) => a.reminderStatus === 'Close')
    if (closed) {
      const read = await text(pending({ Status: 'C', CaseNo: closed.caseNo }))
      if (read !== null) expect(read).toContain(closed.caseNo)
    }
    const action = ownActions()[0]
    const court = db().cases.find((c) => c.caseId === action.caseId)!.courtCode
    const other = db().courts.find((c) => !db().cases.some((k) => k.courtCode === c.courtCode && k.advocateCode === DEMO_ADVOCATE_CODE))!
    await expect(failure(pending({ Status: action.reminderStatus === 'Open' ? 'O' : 'C', CourtCode: String(other.courtCode) }))).rejects.toEqual(new ApiError(NO_RECORDS, 404))
    expect(await text(pending({ Status: action.reminderStatus === 'Open' ? 'O' : 'C', CourtCode: String(court) }))).not.toBeUndefined()
    const foreign = db().clients.find((c) => c.advocateCode !== DEMO_ADVOCATE_CODE)!
    await expect(pending({ ClientCode: String(foreign.clientCode) })).rejects.toMatchObject({ status: 404 })
    await expect(failure(pending({ FromDate: '2026-02-01', ToDate: '2026-01-31' }))).rejects.toEqual(new ApiError(FROM_AFTER_TO, 400))
    await expect(pending({ Status: 'X' as never })).rejects.toMatchObject({ status: 400, message: expect.stringContaining('Status') })
  })
})

describe('every report', () => {
  it('needs a token', async () => {
    const anonymous = (path: string) => fetch(new URL(`/api${path}`, location.href), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }).then((r) => r.status)
    for (const path of ['/cash-collection-report', '/client-detail-list', '/client-case-list-report-pdf', '/get-pending-action-report']) expect(await anonymous(path)).toBe(401)
  })
})
