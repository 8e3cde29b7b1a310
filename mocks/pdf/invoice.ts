import type { Advocate, AdvocateTransaction } from '../db'
import { renderReport } from './report'
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

/** A licence transaction's GST tax invoice: seller, the advocate as buyer, one line, totals in figures and words. */
export function renderInvoice(t: AdvocateTransaction, advocate: Advocate, role: string): Promise<ArrayBuffer> {
  const taxable = Math.round(t.qty * t.billingAmount * 100) / 100
  const address = [advocate.advocateAddress1, advocate.advocateAddress2, advocate.advocateAddress3].filter(Boolean).join(', ')
  return renderReport({
    title: 'Tax Invoice',
    orientation: 'portrait',
    lines: [
      `Invoice No: ${t.invoiceNo}    Invoice Date: ${shown(t.invoiceDate)}`,
      `Seller: ${SELLER.name}    GSTIN: ${SELLER.gstin}`,
      SELLER.address,
      `Buyer: ${advocate.advocateName}${address ? `, ${address}` : ''}`,
      `Buyer GSTIN: ${advocate.gstNo || 'Not registered'}    Mobile: ${advocate.mobileNo}    Email: ${advocate.email}`,
      `Payment: ${t.paymentType}${t.paymentNo ? ` ${t.paymentNo}` : ''}`,
    ],
    head: ['Description', 'HSN/SAC', 'Qty', 'Rate', 'Taxable Value', 'GST %', 'GST', 'Total'],
    body: [[`Case Diary licence: ${role}, ${shown(t.startDate)} to ${shown(t.expiryDate)}`, t.hsnCode, String(t.qty), money(t.billingAmount), money(taxable), `${t.gstPercent}%`, money(t.gstAmount), money(t.totalAmount)]],
    foot: [
      ['Total', '', String(t.qty), '', money(taxable), '', money(t.gstAmount), money(t.totalAmount)],
      [{ content: `Amount in words: ${rupeesInWords(t.totalAmount)}`, colSpan: 8 }],
    ],
  })
}
