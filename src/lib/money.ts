/*
 * Amounts and counts look the same in every language on screen: Western digits grouped the Indian way (lakh,
 * crore). Hence 'en-IN' whatever the language: 'mr-IN' writes Devanagari digits and groups rupees by thousands.
 */
const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })
const WHOLE = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 })

/** An amount in rupees with Indian digit grouping and two decimals: ₹1,23,456.50. */
export const rupees = (amount: number | null | undefined) => RUPEES.format(amount ?? 0)

/** A count (rows, records) with Indian digit grouping: 12,34,567. */
export const count = (n: number) => WHOLE.format(n)
