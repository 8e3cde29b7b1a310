import type { Advocate, AdvocateTransaction } from '../db'
import { gstState, stateInfo } from '../db/generators/geography'
import { renderReport } from './report'
import type { PdfLanguage } from './language'
import { rupeesInWords } from './rupees-in-words'

/** Who issues the licence invoices in the demo (the platform's operator); not given by the specification. */
export const SELLER = {
  name: 'Case Diary Legal Software',
  address: '4th Floor, Demo Towers, Nariman Point, Mumbai, Maharashtra 400021',
  gstin: '27AAACD1234F1Z5',
}

const MONEY = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
// No space after ₹: a narrow column would put the sign and the figure on separate lines.
const money = (n: number) => `₹${MONEY.format(n)}`
const shown = (iso: string) => iso.split('-').reverse().join('-')
const round2 = (n: number) => Math.round(n * 100) / 100
const percent = (rate: number) => `${Number(rate.toFixed(3))}%`

/** A GSTIN: state code, PAN, entity number, 'Z', check character. */
const GSTIN = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/

export interface Place {
  /** GST state code; '96' for a recipient outside India. */
  code: string
  name: string
  /** A union territory without a legislature (UTGST instead of SGST). */
  union?: true
}

const placeOf = (state: { gst: string; name: string; union?: true } | undefined): Place | undefined => state && { code: state.gst, name: state.name, ...(state.union ? { union: true } : {}) }
/** Where the recipient's address is, as the invoice names it. */
export const recipientState = (advocate: Advocate): Place =>
  (advocate.countryCode === 'IN' ? placeOf(stateInfo(advocate.stateCode)) : undefined) ?? { code: '96', name: 'OTHER COUNTRY' }

/**
 * Place of supply of a service to the advocate (IGST Act s. 12(2)): for a registered recipient its location, read
 * from the state code its GSTIN begins with; for an unregistered one the address on record. A recipient outside
 * India is a supply for export ('96', IGST Act s. 7(5)(a): inter-state).
 */
export function placeOfSupply(advocate: Advocate): Place {
  const registered = GSTIN.exec(advocate.gstNo.trim().toUpperCase())
  return (registered ? placeOf(gstState(registered[1]!)) : undefined) ?? recipientState(advocate)
}

export interface Tax {
  name: 'CGST' | 'SGST' | 'UTGST' | 'IGST'
  rate: number
  amount: number
}

/**
 * The GST of a transaction as the law splits it (IGST Act s. 7–8): a supply within one state (the supplier's state
 * is the place of supply) bears central tax and state tax (union territory tax in a union territory without a
 * legislature) at half the rate each; any other supply bears integrated tax at the whole rate. The two halves add up
 * to the transaction's GST to the paisa.
 */
export function taxesOf(t: AdvocateTransaction, place: Place, supplierCode = SELLER.gstin.slice(0, 2)): Tax[] {
  if (place.code !== supplierCode) return [{ name: 'IGST', rate: t.gstPercent, amount: t.gstAmount }]
  const central = round2(t.gstAmount / 2)
  return [
    { name: 'CGST', rate: t.gstPercent / 2, amount: central },
    { name: place.union ? 'UTGST' : 'SGST', rate: t.gstPercent / 2, amount: round2(t.gstAmount - central) },
  ]
}

/**
 * A licence transaction's tax invoice (CGST Rules, rule 46): the supplier's name, address and GSTIN; a serial
 * number and date; the advocate as recipient with address, state and GSTIN (or that there is none); the service's
 * SAC (the code the administrator recorded on the transaction), description, quantity, taxable value; the rate and
 * amount of each tax; the place of supply with state name and code; whether tax is payable on reverse charge (no: a
 * software licence is not a service the reverse-charge notifications list; that rule is for legal services an
 * advocate supplies to a business); and the supplier's signatory.
 */
export function renderInvoice(t: AdvocateTransaction, advocate: Advocate, role: string, language: PdfLanguage = 'en'): Promise<ArrayBuffer> {
  const taxable = round2(t.qty * t.billingAmount)
  const address = [advocate.advocateAddress1, advocate.advocateAddress2, advocate.advocateAddress3].filter((line) => line.trim()).join(', ')
  const supplierState = gstState(SELLER.gstin.slice(0, 2))!
  const recipient = recipientState(advocate)
  const place = placeOfSupply(advocate)
  const taxes = taxesOf(t, place)
  const within = place.code === supplierState.gst
  return renderReport({
    title: 'Tax Invoice',
    orientation: 'portrait',
    lines: [
      `Original for Recipient    Invoice No: ${t.invoiceNo}    Invoice Date: ${shown(t.invoiceDate)}`,
      `Supplier: ${SELLER.name}, ${SELLER.address}`,
      `Supplier GSTIN: ${SELLER.gstin}    State: ${supplierState.name} (${supplierState.gst})`,
      `Recipient: ${advocate.advocateName}${address ? `, ${address}` : ''}`,
      `Recipient GSTIN: ${advocate.gstNo.trim() || 'Not registered'}    State: ${recipient.name} (${recipient.code})`,
      `Place of Supply: ${place.name} (${place.code})    ${within ? `Intra-state supply: ${taxes.map((x) => x.name).join(' and ')}` : 'Inter-state supply: IGST'}`,
      'Tax payable on reverse charge: No',
      `Payment: ${t.paymentType}${t.paymentNo ? ` ${t.paymentNo}` : ''}    Mobile: ${advocate.mobileNo}    Email: ${advocate.email}`,
    ],
    // One line, so one rate per tax: the rate heads its column ('CGST @ 9%'), as Indian invoices print it.
    head: ['Description', 'SAC', 'Qty', 'Rate', 'Taxable Value', ...taxes.map((x) => `${x.name} @ ${percent(x.rate)}`), 'Total'],
    body: [[`Case Diary licence: ${role}\nPeriod: ${shown(t.startDate)} to ${shown(t.expiryDate)}`, t.hsnCode, String(t.qty), money(t.billingAmount), money(taxable), ...taxes.map((x) => money(x.amount)), money(t.totalAmount)]],
    foot: [
      ['Total', '', String(t.qty), '', money(taxable), ...taxes.map((x) => money(x.amount)), money(t.totalAmount)],
      [{ content: `Amount in words: ${rupeesInWords(t.totalAmount)}`, colSpan: 6 + taxes.length }],
    ],
    signedBy: SELLER.name,
    language,
  })
}
