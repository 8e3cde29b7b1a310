import { describe, expect, it } from 'vitest'
import { api } from '@/api/client'
import { ApiError } from '@/api/errors'
import { readPdf } from '@/api/pdf'
import type { components } from '@/api/schema.gen'
import { DEMO_ADVOCATE_CODE, encryptId } from '@mocks/db'
import { NO_RECORDS, RENEWAL_SENT, RENEWAL_SUBJECT } from '@mocks/handlers/subscriptions'
import { MESSAGES } from '@mocks/http'
import { lastMail } from '@mocks/outbox'
import { provider } from '@mocks/provider'
import { pdfText } from '../support/pdf-text'
import { signInAs } from '../support/session'

type InquiryRequest = components['schemas']['ReportCustomerInquiryRequest']
type InquiryList = components['schemas']['ReportCustomerInquiryList']

const db = () => provider().db
const own = encryptId('advocate', DEMO_ADVOCATE_CODE)
const otherAdvocate = () => db().advocates.find((a) => a.advocateCode !== DEMO_ADVOCATE_CODE && db().advocateTransactions.some((t) => t.advocateCode === a.advocateCode))!
const licencesOf = (code: number) => db().advocateTransactions.filter((t) => t.advocateCode === code)
const page = (PageNumber = 1, PageSize = 5) => ({ PageNumber, PageSize })
/** The state with the most enquiries in India (Maharashtra in the seed). */
function busiestState() {
  const counts = new Map<string, number>()
  for (const q of db().customerInquiries) counts.set(q.stateCode, (counts.get(q.stateCode) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1])[0][0]
}
const inquiry = (patch: Partial<InquiryRequest> = {}): InquiryRequest => ({ ...page(1, 15), regType: '', countryCode: 'IN', stateCode: busiestState(), isPDFGenerate: false, ...patch })
/** One page of enquiries (the call also answers PDFs, so its JSON is read here). */
const inquiries = async (body: InquiryRequest) => ((await api.POST('/customer-inquiry-list', { body })).data as { data: InquiryList }).data
const anonymous = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(new URL(`/api${path}`, location.href), { method, headers: { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })
  return response.status
}

describe('client-subscription-list', () => {
  it('lists the advocate’s licence transactions, newest first, with their totals and the advocate’s name', async () => {
    await signInAs('advocate')
    const licences = licencesOf(DEMO_ADVOCATE_CODE).sort((a, b) => b.startDate.localeCompare(a.startDate))
    const { data } = await api.POST('/client-subscription-list', { body: { ...page(1, 100), EncryptedAdvocateCode: own } })
    expect(data!.data.advocateName).toBe(db().advocates[0].advocateName)
    expect(data!.data.totalCount).toBe(licences.length)
    expect(data!.data.clientSubcription).toEqual(licences.map((t) => ({ startDate: t.startDate, expiryDate: t.expiryDate, totalAmount: t.totalAmount })))
    // Each amount is qty × billing amount + GST.
    for (const t of licences) expect(t.totalAmount).toBeCloseTo(t.qty * t.billingAmount + t.gstAmount, 2)
  })

  it('pages the rows', async () => {
    await signInAs('advocate')
    const count = licencesOf(DEMO_ADVOCATE_CODE).length
    const { data } = await api.POST('/client-subscription-list', { body: { ...page(2, 3), EncryptedAdvocateCode: own } })
    expect(data!.data.totalCount).toBe(count)
    expect(data!.data.clientSubcription).toHaveLength(Math.max(0, Math.min(3, count - 3)))
  })

  it('keeps a non-admin user to their own advocate whatever code is sent', async () => {
    await signInAs('advocate')
    const other = otherAdvocate()
    const { data } = await api.POST('/client-subscription-list', { body: { ...page(1, 100), EncryptedAdvocateCode: encryptId('advocate', other.advocateCode) } })
    expect(data!.data.advocateName).toBe(db().advocates[0].advocateName)
    expect(data!.data.totalCount).toBe(licencesOf(DEMO_ADVOCATE_CODE).length)
  })

  it('gives the administrator the advocate named, and nothing without a code', async () => {
    await signInAs('admin')
    const other = otherAdvocate()
    const named = await api.POST('/client-subscription-list', { body: { ...page(1, 100), EncryptedAdvocateCode: encryptId('advocate', other.advocateCode) } })
    expect(named.data!.data).toMatchObject({ advocateName: other.advocateName, totalCount: licencesOf(other.advocateCode).length })
    const none = await api.POST('/client-subscription-list', { body: page() })
    expect(none.data!.data).toEqual({ advocateName: null, totalCount: 0, clientSubcription: [] })
    await expect(api.POST('/client-subscription-list', { body: { ...page(), EncryptedAdvocateCode: encryptId('advocate', 9999) } })).rejects.toEqual(new ApiError(MESSAGES.notFound('The advocate'), 404))
  })

  it('answers 400 for a bad page and 401 without a token', async () => {
    await signInAs('advocate')
    await expect(api.POST('/client-subscription-list', { body: { ...page(0), EncryptedAdvocateCode: own } })).rejects.toMatchObject({ status: 400, message: expect.stringContaining('PageNumber') })
    await expect(api.POST('/client-subscription-list', { body: { ...page(1, 1001), EncryptedAdvocateCode: own } })).rejects.toMatchObject({ status: 400 })
    await expect(api.POST('/client-subscription-list', { body: { ...page(), EncryptedAdvocateCode: '' } })).rejects.toMatchObject({ status: 400 })
    expect(await anonymous('POST', '/client-subscription-list', page())).toBe(401)
  })
})

describe('send-subscription-renew-mail', () => {
  it('mails the advocate a renewal reminder and says where it went', async () => {
    await signInAs('advocate')
    const advocate = db().advocates[0]
    const { data } = await api.GET('/send-subscription-renew-mail/{encryptedAdvocateCode}', { params: { path: { encryptedAdvocateCode: own } } })
    expect(data!.message).toBe(RENEWAL_SENT(advocate.email))
    expect(lastMail(advocate.email)).toMatchObject({ to: advocate.email, subject: expect.stringContaining(RENEWAL_SUBJECT) })
  })

  it('refuses another advocate to a non-admin user (403); the administrator may send to any advocate', async () => {
    const other = otherAdvocate()
    const theirs = { params: { path: { encryptedAdvocateCode: encryptId('advocate', other.advocateCode) } } }
    await signInAs('advocate')
    await expect(api.GET('/send-subscription-renew-mail/{encryptedAdvocateCode}', theirs)).rejects.toEqual(new ApiError(MESSAGES.forbidden, 403))
    await signInAs('admin')
    const { data } = await api.GET('/send-subscription-renew-mail/{encryptedAdvocateCode}', theirs)
    expect(data!.message).toBe(RENEWAL_SENT(other.email))
    await expect(
      api.GET('/send-subscription-renew-mail/{encryptedAdvocateCode}', { params: { path: { encryptedAdvocateCode: encryptId('client', 1) } } }),
    ).rejects.toMatchObject({ status: 404 })
    expect(await anonymous('GET', `/send-subscription-renew-mail/${own}`)).toBe(401)
  })
})

describe('customer-inquiry-list', () => {
  it('lists the enquiries of a state, sorted by advocate name, paged', async () => {
    await signInAs('admin')
    const state = busiestState()
    const expected = db()
      .customerInquiries.filter((q) => q.countryCode === 'IN' && q.stateCode === state)
      .sort((a, b) => a.advocateName.localeCompare(b.advocateName))
    const data = await inquiries(inquiry({ PageSize: 5 }))
    const stateName = db().states.find((s) => s.stateCode === state)!.stateName
    expect(data.totalCount).toBe(expected.length)
    expect(data.customerInqList).toEqual(
      expected.slice(0, 5).map((q) => ({ stateName, advocateName: q.advocateName, mobileNo: q.mobileNo, email: q.email, regType: q.regType, totalAmount: q.totalAmount })),
    )
  })

  it('keeps one registration type, or all of them for ""', async () => {
    await signInAs('admin')
    const all = await inquiries(inquiry({ PageSize: 1000 }))
    let sum = 0
    for (const regType of ['O', 'S', 'P', 'M'] as const) {
      const data = await inquiries(inquiry({ regType, PageSize: 1000 }))
      expect(data.customerInqList.every((q) => q.regType === regType)).toBe(true)
      sum += data.totalCount
    }
    expect(sum).toBe(all.totalCount)
    // A pending online registration has paid nothing.
    expect(all.customerInqList.filter((q) => q.regType === 'P').every((q) => q.totalAmount === 0)).toBe(true)
  })

  it('is the administrator’s only: an advocate and a clerk get 403', async () => {
    for (const who of ['advocate', 'clerk'] as const) {
      await signInAs(who)
      await expect(api.POST('/customer-inquiry-list', { body: inquiry() })).rejects.toEqual(new ApiError(MESSAGES.noAccess, 403))
      await expect(api.POST('/customer-inquiry-list', { body: inquiry({ isPDFGenerate: true }), parseAs: 'blob' })).rejects.toMatchObject({ status: 403 })
    }
    expect(await anonymous('POST', '/customer-inquiry-list', inquiry())).toBe(401)
  })

  it('answers 400 naming the field for a missing state, an unknown reg type or a bad page', async () => {
    await signInAs('admin')
    await expect(api.POST('/customer-inquiry-list', { body: inquiry({ stateCode: '' }) })).rejects.toMatchObject({ status: 400, message: expect.stringContaining('stateCode') })
    await expect(api.POST('/customer-inquiry-list', { body: inquiry({ countryCode: '' }) })).rejects.toMatchObject({ status: 400, message: expect.stringContaining('countryCode') })
    await expect(api.POST('/customer-inquiry-list', { body: inquiry({ regType: 'X' as never }) })).rejects.toMatchObject({ status: 400, message: expect.stringContaining('regType') })
    await expect(api.POST('/customer-inquiry-list', { body: inquiry({ PageSize: 0 }) })).rejects.toMatchObject({ status: 400 })
    const { isPDFGenerate: _flag, ...withoutFlag } = inquiry()
    await expect(api.POST('/customer-inquiry-list', { body: withoutFlag as never })).rejects.toMatchObject({ status: 400, message: expect.stringContaining('isPDFGenerate') })
  })

  it('prints every matching row as a PDF with the total, and says No records found! when nothing matches', async () => {
    await signInAs('admin')
    const state = busiestState()
    const rows = db()
      .customerInquiries.filter((q) => q.stateCode === state)
      .sort((a, b) => a.advocateName.localeCompare(b.advocateName))
    const pdf = await readPdf((await api.POST('/customer-inquiry-list', { body: inquiry({ PageSize: 1, isPDFGenerate: true }), parseAs: 'blob' })).data)
    expect(await pdf.slice(0, 5).text()).toBe('%PDF-')
    const text = await pdfText(pdf)
    if (text !== null) {
      expect(text).toContain('Customer Inquiry List')
      expect(text).toContain('Reg Type: All')
      // Every row, not only the first page's one.
      for (const q of rows) {
        expect(text).toContain(q.advocateName)
        expect(text).toContain(q.mobileNo)
      }
      const total = rows.reduce((t, q) => t + q.totalAmount, 0)
      expect(text).toMatch(new RegExp(`Total\\s+${new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(total).replace(/[.₹]/g, '\\$&')}`))
    }
    const nowhere = db().states.find((s) => s.countryCode === 'IN' && !db().customerInquiries.some((q) => q.stateCode === s.stateCode))!
    const empty = api.POST('/customer-inquiry-list', { body: inquiry({ stateCode: nowhere.stateCode, isPDFGenerate: true }), parseAs: 'blob' }).then((r) => readPdf(r.data))
    await expect(empty).rejects.toEqual(new ApiError(NO_RECORDS, 404))
  })
})
