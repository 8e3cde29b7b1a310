import { describe, expect, it } from 'vitest'
import { api } from '@/api/client'
import { readPdf } from '@/api/pdf'
import { DEMO_ADVOCATE_CODE, encryptId } from '@mocks/db'
import { MARKER, MARKER_NOTE } from '@mocks/pdf/legible'
import { provider } from '@mocks/provider'
import { pdfText } from '../support/pdf-text'
import { signInAs } from '../support/session'

/**
 * What every report PDF does with text, whichever report it is (QUALITY §25): characters the embedded font cannot
 * draw become a visible marker, never an empty cell, and the PDF says what the marker means; a long unbroken value
 * breaks inside its own cell and leaves the other columns whole.
 */
const db = () => provider().db
const own = encryptId('advocate', DEMO_ADVOCATE_CODE)
const WIDE = { FromDate: '2000-01-01', ToDate: '2099-12-31' }

/**
 * A client in Devanagari and a contact with an emoji, as the tester entered them, and what the PDF must print: the
 * Devanagari as it is (shaped, and searchable as entered), the emoji, which no embedded font has, marked.
 */
const NAME = 'राम कुमार'
const CONTACT = 'Ravi 🙏 Sharma'
const NAME_SHOWN = NAME
const CONTACT_SHOWN = `Ravi ${MARKER} Sharma`
const TITLE_SHOWN = `${NAME_SHOWN} v. STATE ${MARKER}`

/**
 * The PDF's text in the order it was drawn, cell after cell (a cell's wrapped lines stay together), its spaces
 * squeezed; null where pdftotext is missing (CI has it).
 */
async function textOf(pdf: Promise<{ data?: unknown; response: Response }>): Promise<string | null> {
  const blob = await readPdf((await pdf).data as Blob)
  expect(await blob.slice(0, 5).text()).toBe('%PDF-')
  const text = await pdfText(blob, 'drawn')
  return text === null ? null : text.replace(/\s+/g, ' ')
}

/**
 * A client of the demo advocate with everything every report lists: a case with a next date, a payment and an open
 * action. It is renamed in Devanagari with an emoji in its contact person and its cases' titles, and the dates and
 * state its reports need are returned.
 */
function renamedClient() {
  const data = db()
  const client = data.clients.find(
    (c) =>
      c.advocateCode === DEMO_ADVOCATE_CODE &&
      data.clientPayments.some((p) => p.clientCode === c.clientCode) &&
      data.actionDetails.some((a) => a.clientCode === c.clientCode && a.reminderStatus === 'Open') &&
      data.cases.some((k) => k.clientCode === c.clientCode && k.caseStatus === 'ONGOING'),
  )!
  client.clientName = NAME
  client.contactPerson = CONTACT
  const cases = data.cases.filter((k) => k.clientCode === client.clientCode)
  for (const k of cases) k.caseTitle = `${NAME} v. STATE 🙏`
  const ongoing = cases.find((k) => k.caseStatus === 'ONGOING')!
  return {
    client,
    clientCode: String(client.clientCode),
    listed: ongoing.nextHearingDate,
    caseState: ongoing.stateCode,
    paid: data.clientPayments.find((p) => p.clientCode === client.clientCode)!.paymentDate,
    action: data.actionDetails.find((a) => a.clientCode === client.clientCode && a.reminderStatus === 'Open')!.date,
  }
}

function expectMarked(text: string | null, ...shown: string[]) {
  if (text === null) return
  for (const s of shown) expect(text).toContain(s)
  expect(text).toContain(MARKER_NOTE)
}

describe('text the PDF font cannot show', () => {
  it('get-case-date-pdf-list (the day’s cause list) marks it and says so', async () => {
    await signInAs('advocate')
    const { listed } = renamedClient()
    const text = await textOf(api.POST('/get-case-date-pdf-list', { body: { EncryptedAdvocateCode: own, CaseDate: listed }, parseAs: 'blob' }))
    expectMarked(text, NAME_SHOWN, TITLE_SHOWN)
  })

  it('cash-collection-report marks it in both types and says so', async () => {
    await signInAs('advocate')
    const { paid } = renamedClient()
    for (const ReportType of ['PaymentWise', 'ClientWise'] as const) {
      const text = await textOf(api.POST('/cash-collection-report', { body: { EncryptedAdvocateCode: own, FromDate: paid, ToDate: paid, ReportType }, parseAs: 'blob' }))
      expectMarked(text, NAME_SHOWN, ...(ReportType === 'ClientWise' ? [`Total for ${NAME_SHOWN}`] : []))
    }
  })

  it('client-detail-list (Client List Report) prints the name and contact person cells, marked, and says so; a PDF without such text has no note', async () => {
    await signInAs('advocate')
    const stateCode = db().clients.find((c) => c.advocateCode === DEMO_ADVOCATE_CODE)!.stateCode
    const request = { PageNumber: 1, PageSize: 1, EncryptedAdvocateCode: own, stateCode, clientType: '', IsPDFTrue: true } as const
    const plain = await textOf(api.POST('/client-detail-list', { body: request, parseAs: 'blob' }))
    if (plain !== null) expect(plain).not.toContain(MARKER_NOTE)

    const { client } = renamedClient()
    const text = await textOf(api.POST('/client-detail-list', { body: { ...request, stateCode: client.stateCode }, parseAs: 'blob' }))
    expectMarked(text, NAME_SHOWN, CONTACT_SHOWN)
    // The row as a reader sees it: no cell between the state and the mobile number is empty.
    const state = db().states.find((s) => s.stateCode === client.stateCode)!.stateName
    if (text !== null) expect(text).toContain(`${state} ${NAME_SHOWN} ${CONTACT_SHOWN} ${client.mobileNo}`)
  })

  it('client-case-list-report-pdf marks it client wise and as a diary, and says so', async () => {
    await signInAs('advocate')
    const { caseState, client } = renamedClient()
    for (const ReportType of ['CN', 'CL'] as const) {
      const text = await textOf(api.POST('/client-case-list-report-pdf', { body: { EncryptedAdvocateCode: own, CaseStatus: 'ALL', ReportType, stateCode: caseState }, parseAs: 'blob' }))
      expectMarked(text, ReportType === 'CN' ? `${NAME_SHOWN} (${client.mobileNo})` : NAME_SHOWN, TITLE_SHOWN)
    }
  })

  it('get-pending-action-report marks it in its lines and its rows, and says so', async () => {
    await signInAs('advocate')
    const { action, clientCode } = renamedClient()
    const text = await textOf(api.POST('/get-pending-action-report', { body: { EncryptedAdvocateCode: own, FromDate: action, ToDate: action, ClientCode: clientCode, Status: 'O' }, parseAs: 'blob' }))
    expectMarked(text, `Client: ${NAME_SHOWN}`, TITLE_SHOWN)
  })

  it('client-report-detail (statement of account) marks it, summary and details, and says so', async () => {
    await signInAs('advocate')
    const { clientCode } = renamedClient()
    for (const ReportType of ['Summary', 'Details'] as const) {
      const body = { PageNumber: 1, PageSize: 1000, EncryptedAdvocateCode: own, ClientCode: clientCode, ReportType, ClientCaseNo: '', ...WIDE, isGeneratePDF: true }
      expectMarked(await textOf(api.POST('/client-report-detail', { body, parseAs: 'blob' })), `Client: ${NAME_SHOWN}`, TITLE_SHOWN)
    }
  })

  it('get-client-case-schedule-list (case schedule) marks it, and says so', async () => {
    await signInAs('advocate')
    const { listed, clientCode } = renamedClient()
    const body = { PageNumber: 1, PageSize: 5, EncryptedAdvocateCode: own, ClientCode: clientCode, ClientCaseNo: '', CourtCode: '', FromDate: listed, ToDate: listed, isGeneratePDF: true }
    expectMarked(await textOf(api.POST('/get-client-case-schedule-list', { body, parseAs: 'blob' })), `Client: ${NAME_SHOWN}`, TITLE_SHOWN)
  })

  it('customer-inquiry-list marks an advocate’s name, and says so', async () => {
    await signInAs('admin')
    const inquiry = db().customerInquiries.find((q) => q.countryCode === 'IN')!
    inquiry.advocateName = `${NAME} 🙏`
    const body = { PageNumber: 1, PageSize: 15, regType: '', countryCode: 'IN', stateCode: inquiry.stateCode, isPDFGenerate: true } as const
    expectMarked(await textOf(api.POST('/customer-inquiry-list', { body, parseAs: 'blob' })), NAME_SHOWN)
  })

  it('generate-client-transaction-pdf (the licence invoice) marks the recipient’s name, and says so', async () => {
    await signInAs('admin')
    db().advocates.find((a) => a.advocateCode === DEMO_ADVOCATE_CODE)!.advocateName = `${NAME} 🙏`
    const [licence] = (await api.POST('/client-transaction-detail-list', { body: { EncryptedAdvocateCode: own } })).data!.data
    // The invoice is asked for through the app's client, with the token, as the Advocate screen does.
    const { data } = await api.GET('/generate-client-transaction-pdf/{id}', { params: { path: { id: licence!.encryptedAdvocateId } }, parseAs: 'blob' })
    const text = await pdfText(data as Blob, 'drawn')
    expectMarked(text && text.replace(/\s+/g, ' '), `Recipient: ${NAME_SHOWN} ${MARKER},`)
  })
})

describe('a long unbroken value', () => {
  it('breaks inside its own cell: the Client List Report keeps every state and phone number whole, each row on one page, and about its pages', async () => {
    await signInAs('advocate')
    const mine = db().clients.filter((c) => c.advocateCode === DEMO_ADVOCATE_CODE)
    const stateCode = mine[0]!.stateCode
    const rows = mine.filter((c) => c.stateCode === stateCode)
    const state = db().states.find((s) => s.stateCode === stateCode)!.stateName
    let drawn: string | null = null
    const report = async () => {
      const { data } = await api.POST('/client-detail-list', { body: { PageNumber: 1, PageSize: 1, EncryptedAdvocateCode: own, stateCode, clientType: '', IsPDFTrue: true }, parseAs: 'blob' })
      const blob = await readPdf(data as unknown as Blob)
      drawn = await pdfText(blob, 'drawn')
      // pdftotext ends each page with a form feed.
      return (await pdfText(blob))?.split('\f').slice(0, -1) ?? null
    }
    const before = await report()
    // 200 characters without a space: the most an address line holds (spec 2 §8).
    const hostile = rows[Math.floor(rows.length / 2)]!
    hostile.clientAddress1 = 'FLAT42BUILDING7'.repeat(14).slice(0, 200)
    const pages = await report()
    if (before === null || pages === null) return

    expect(pages.length).toBeLessThanOrEqual(before.length + 1)
    const all = pages.join(' ')
    for (const c of rows) {
      expect(all).toContain(c.mobileNo)
      // The row's cells share a page: its phone number and the end of its address (the PIN code) are printed together.
      const page = pages.find((p) => p.includes(c.mobileNo))!
      expect(page).toContain(c.clientAddress3.split(' ').at(-1))
    }
    expect(all.split(state).length - 1).toBeGreaterThan(rows.length)
    // The long value is all there: its cell's lines, one after another, hold every character.
    expect(drawn!.replace(/\s+/g, '')).toContain(hostile.clientAddress1)
  })
})
