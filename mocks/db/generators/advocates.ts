import { DEMO_ACCOUNTS } from '../accounts'
import { addDays, addYears, notSunday } from '../dates'
import type { Advocate, AdvocateDealing, AdvocateTransaction, Subscription, TransactionPaymentType } from '../types'
import type { SeedContext } from './context'
import { stateInfo } from './geography'
import { ROLE_PRICES } from './menu'
import { address, email, person, uniqueMobile } from './people'

export const DEMO_ADVOCATE_CODE = 1
export const DEMO_ADVOCATE_NAME = 'ANANYA DESHPANDE'

/** A small SVG avatar with initials: an image that works offline and needs no file. */
function initialsAvatar(initials: string, colour: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="48" fill="${colour}"/>` +
    `<text x="48" y="58" font-family="Arial,sans-serif" font-size="34" font-weight="bold" fill="#fff" text-anchor="middle">${initials}</text></svg>`
  return `data:image/svg+xml;base64,${btoa(svg)}`
}

function demoAdvocate(): Advocate {
  const account = DEMO_ACCOUNTS[1]
  return {
    advocateCode: DEMO_ADVOCATE_CODE,
    advocateName: DEMO_ADVOCATE_NAME,
    chamberNo: '214',
    practiceSince: '2009',
    contactPerson: 'SURESH PATIL',
    needSEO: 'Y',
    countryCode: 'IN',
    stateCode: 'MH',
    email: account.email,
    mobileNo: account.mobile,
    landlineNo: '02222615432',
    advocateAddress1: 'CHAMBER 214, 2ND FLOOR, FORT CHAMBERS',
    advocateAddress2: 'NEAR BOMBAY HIGH COURT, FORT',
    advocateAddress3: 'MUMBAI - 400001',
    clientProfile: 'CIVIL, CRIMINAL AND FAMILY LITIGATION BEFORE THE BOMBAY HIGH COURT AND THE COURTS OF MUMBAI, THANE AND PUNE.',
    noOfUsers: 5,
    gstNo: '27ABCPD1234F1Z5',
    advocatePortalUrl: 'https://www.example.com/ananya-deshpande',
    startDate: null,
    expiryDate: null,
    advocatePicFileURL: initialsAvatar('AD', '#1d4ed8'),
  }
}

const OTHER_STATES = ['MH', 'DL', 'KA', 'GJ', 'TN', 'WB', 'UP', 'TG', 'RJ', 'KL', 'MP', 'PB']

export function generateAdvocates(ctx: SeedContext, others = 10): Advocate[] {
  const { rng } = ctx
  ctx.usedMobiles.add(DEMO_ACCOUNTS[1].mobile)
  const list = [demoAdvocate()]
  for (let i = 0; i < others; i++) {
    const p = person(ctx)
    const stateCode = OTHER_STATES[i % OTHER_STATES.length]
    const where = address(ctx, stateCode)
    const letters = () => String.fromCharCode(65 + rng.int(0, 25))
    list.push({
      advocateCode: list.length + 1,
      advocateName: p.name,
      chamberNo: String(rng.int(1, 450)),
      practiceSince: String(rng.int(1988, 2021)),
      contactPerson: person(ctx).name,
      needSEO: rng.chance(0.4) ? 'Y' : 'N',
      countryCode: 'IN',
      stateCode,
      email: email(ctx, `${p.first}.${p.last}`, list.length + 1),
      mobileNo: uniqueMobile(ctx),
      landlineNo: rng.chance(0.5) ? '0' + rng.digits(10) : '',
      advocateAddress1: `CHAMBER ${rng.int(1, 450)}, ${where.line1}`,
      advocateAddress2: where.line2,
      advocateAddress3: where.line3,
      clientProfile: rng.chance(0.6) ? 'LITIGATION AND ADVISORY PRACTICE.' : '',
      noOfUsers: rng.int(1, 5),
      gstNo: rng.chance(0.6) ? `${stateInfo(stateCode)?.gst ?? '27'}${letters()}${letters()}${letters()}P${p.last[0]}${rng.digits(4)}${letters()}1Z${rng.int(1, 9)}` : '',
      advocatePortalUrl: '',
      startDate: null,
      expiryDate: null,
      advocatePicFileURL: null,
    })
  }
  return list
}

const PAYMENT_TYPES: TransactionPaymentType[] = ['NEFT', 'Cheque', 'Cash']
const round2 = (n: number) => Math.round(n * 100) / 100

/** Indian financial year of a date, e.g. '25-26' for 2025-06-01. */
const financialYear = (date: string) => {
  const year = Number(date.slice(0, 4)) - (Number(date.slice(5, 7)) < 4 ? 1 : 0)
  return `${String(year).slice(2)}-${String(year + 1).slice(2)}`
}

/**
 * Yearly licence periods per advocate, each invoiced as one transaction and listed as one
 * subscription. The demo advocate has four years, the last one running; others 1-3, some lapsed.
 * The advocate's start and expiry dates are copied from its latest period, as the provider does.
 */
export function generateLicences(ctx: SeedContext, advocates: Advocate[]) {
  const { rng, today } = ctx
  const advocateTransactions: AdvocateTransaction[] = []
  const subscriptions: Subscription[] = []
  for (const advocate of advocates) {
    const demo = advocate.advocateCode === DEMO_ADVOCATE_CODE
    const years = demo ? 4 : rng.int(1, 3)
    const lastStart = addDays(today, -(demo ? rng.int(30, 200) : rng.int(20, 500)))
    for (let k = years - 1; k >= 0; k--) {
      const startDate = addYears(lastStart, -k)
      const expiryDate = addDays(addYears(startDate, 1), -1)
      const roleId = demo ? (k >= 2 ? 2 : 3) : rng.int(1, 3)
      const billingAmount = ROLE_PRICES[roleId] ?? 12000
      const paymentType = rng.pick(PAYMENT_TYPES)
      const invoiceDate = notSunday(addDays(startDate, -rng.int(1, 6)))
      const gstAmount = round2((billingAmount * 18) / 100)
      const transactionId = advocateTransactions.length + 1
      advocateTransactions.push({
        transactionId,
        advocateCode: advocate.advocateCode,
        roleId,
        invoiceNo: `CD/${financialYear(invoiceDate)}/${String(transactionId).padStart(4, '0')}`,
        invoiceDate,
        startDate,
        expiryDate,
        paymentType,
        paymentNo: paymentType === 'Cash' ? '' : paymentType === 'NEFT' ? `UTR${rng.digits(12)}` : rng.digits(6),
        qty: 1,
        hsnCode: '997331',
        billingAmount,
        gstPercent: 18,
        gstAmount,
        totalAmount: round2(billingAmount + gstAmount),
        addUser: 'SYSTEM ADMINISTRATOR',
      })
      subscriptions.push({ subscriptionId: subscriptions.length + 1, advocateCode: advocate.advocateCode, startDate, expiryDate, totalAmount: round2(billingAmount + gstAmount) })
      advocate.startDate = startDate
      advocate.expiryDate = expiryDate
    }
  }
  return { advocateTransactions, subscriptions }
}

/** Which litigation the advocate deals in: two to four active detail rows. */
export function generateDealings(ctx: SeedContext, advocates: Advocate[]): AdvocateDealing[] {
  const active = ctx.db.litigationTypeDetails.filter((d) => d.activeStatus === 'A')
  const rows: AdvocateDealing[] = []
  for (const advocate of advocates) {
    const picked = new Set<number>()
    const count = ctx.rng.int(2, 4)
    while (picked.size < count) picked.add(ctx.rng.int(0, active.length - 1))
    for (const index of [...picked].sort((a, b) => a - b)) {
      const detail = active[index]
      rows.push({ advocateDealingId: rows.length + 1, advocateCode: advocate.advocateCode, litigationCode: detail.litigationCode, subLitigationCode: detail.subLitigationCode })
    }
  }
  return rows
}
