import { HttpResponse } from 'msw'
import type { Advocate, AdvocateTransaction, CustomerInquiry, RegType, SecurityUser } from '../db'
import { KIND, MESSAGES, authUser, fail, http, isAdmin, ok, requireAdmin, requireId } from '../http'
import { byText, listOf } from '../kit'
import { sendMail } from '../outbox'
import { db } from '../provider'
import { reportDate } from './dashboard'
import { pdfLanguage, type PdfLanguage } from '../pdf/language'

/** Spec 3 §8: an empty report. */
export const NO_RECORDS = 'No records found!'
export const RENEWAL_SENT = (email: string) => `Subscription renewal message sent to ${email}.`
export const RENEWAL_SUBJECT = 'Renew your Case Diary subscription'

/** Spec 3 §9: the registration types of an enquiry. */
export const REG_TYPE_NAMES: Record<RegType, string> = { O: 'Approved Online', S: 'BySelf', P: 'Pending Online', M: 'Marketing Register' }

const ADVOCATE_WHAT = 'The advocate'
const round2 = (n: number) => Math.round(n * 100) / 100
const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })

function advocateNamed(code: number): Advocate {
  const found = db().advocates.find((a) => a.advocateCode === code)
  if (!found) throw fail(404, MESSAGES.notFound(ADVOCATE_WHAT))
  return found
}

/**
 * The advocate whose subscriptions a user sees: their own whatever the request names; for the
 * administrator the one named, and none when no code is sent (the administrator has no practice).
 */
function subscriber(user: SecurityUser, requested: string | undefined): Advocate | null {
  if (!isAdmin(user)) {
    if (user.advocateCode === null) throw fail(403, MESSAGES.forbidden)
    return advocateNamed(user.advocateCode)
  }
  return requested === undefined ? null : advocateNamed(requireId(KIND.advocate, requested, ADVOCATE_WHAT))
}

/** One subscription per licence transaction, newest start first. */
const licencesOf = (advocateCode: number): AdvocateTransaction[] =>
  db()
    .advocateTransactions.filter((t) => t.advocateCode === advocateCode)
    .sort((a, b) => b.startDate.localeCompare(a.startDate) || b.transactionId - a.transactionId)

interface InquiryFilters {
  countryCode: string
  stateCode: string
  regType: RegType | ''
}

const inquiriesFor = ({ countryCode, stateCode, regType }: InquiryFilters): CustomerInquiry[] =>
  db()
    .customerInquiries.filter((q) => q.countryCode === countryCode && q.stateCode === stateCode && (regType === '' || q.regType === regType))
    .sort(byText((q) => q.advocateName))

async function inquiryPdf(rows: CustomerInquiry[], filters: InquiryFilters, stateName: string, language: PdfLanguage) {
  const country = db().countries.find((c) => c.countryCode === filters.countryCode)?.countryName ?? filters.countryCode
  const total = round2(rows.reduce((sum, q) => sum + q.totalAmount, 0))
  const { renderReport } = await import('../pdf/render')
  return renderReport({
    title: 'Customer Inquiry List',
    lines: [`Country: ${country}`, `State: ${stateName}`, `Reg Type: ${filters.regType === '' ? 'All' : REG_TYPE_NAMES[filters.regType]}`, `Records: ${rows.length}`],
    head: ['S. No', 'State Name', 'Advocate Name', 'Mobile No.', 'Email Id', 'Reg Type', 'Total Amount'],
    body: rows.map((q, i) => [i + 1, stateName, q.advocateName, q.mobileNo, q.email, REG_TYPE_NAMES[q.regType], { content: RUPEES.format(q.totalAmount), styles: { halign: 'right' } }]),
    foot: [['', '', '', '', '', 'Total', { content: RUPEES.format(total), styles: { halign: 'right' } }]],
    language,
  })
}

/** Spec 3 §2.13, §7.3: the subscription list, its renewal message, and the administrator's customer inquiry list. */
export const subscriptionHandlers = [
  http.post('/client-subscription-list', async ({ request, response }) => {
    const user = authUser(request)
    const body = await request.json()
    const advocate = subscriber(user, body.EncryptedAdvocateCode)
    const licences = advocate ? licencesOf(advocate.advocateCode) : []
    const { rows, totalCount } = listOf(licences, { pageNumber: body.PageNumber, pageSize: body.PageSize })
    return response(200).json(
      ok({
        advocateName: advocate?.advocateName ?? null,
        totalCount,
        clientSubcription: rows.map((t) => ({ startDate: t.startDate, expiryDate: t.expiryDate, totalAmount: round2(t.totalAmount) })),
      }),
    )
  }),

  http.get('/send-subscription-renew-mail/{encryptedAdvocateCode}', ({ request, params, response }) => {
    const user = authUser(request)
    const code = requireId(KIND.advocate, params.encryptedAdvocateCode, ADVOCATE_WHAT)
    if (!isAdmin(user) && user.advocateCode !== code) throw fail(403, MESSAGES.forbidden)
    const advocate = advocateNamed(code)
    const current = licencesOf(code).sort((a, b) => b.expiryDate.localeCompare(a.expiryDate))[0]
    const ending = current ? ` (current subscription ends ${reportDate(current.expiryDate)})` : ''
    sendMail({ to: advocate.email, subject: `${RENEWAL_SUBJECT}${ending}`, link: '/subscription-list' })
    return response(200).json(ok(null, RENEWAL_SENT(advocate.email)))
  }),

  http.post('/customer-inquiry-list', async ({ request, response }) => {
    requireAdmin(request)
    const body = await request.json()
    const filters: InquiryFilters = { countryCode: body.countryCode, stateCode: body.stateCode, regType: body.regType }
    const found = inquiriesFor(filters)
    const stateName = db().states.find((s) => s.stateCode === body.stateCode && s.countryCode === body.countryCode)?.stateName ?? body.stateCode
    if (body.isPDFGenerate) {
      if (!found.length) throw fail(404, NO_RECORDS)
      return response.untyped(HttpResponse.arrayBuffer(await inquiryPdf(found, filters, stateName, pdfLanguage(request)), { headers: { 'Content-Type': 'application/pdf' } }))
    }
    const { rows, totalCount } = listOf(found, { pageNumber: body.PageNumber, pageSize: body.PageSize })
    return response(200).json(
      ok({
        totalCount,
        customerInqList: rows.map((q) => ({ stateName, advocateName: q.advocateName, mobileNo: q.mobileNo, email: q.email, regType: q.regType, totalAmount: round2(q.totalAmount) })),
      }),
    )
  }),
]
