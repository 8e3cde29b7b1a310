const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })

/** An amount in rupees with Indian digit grouping and two decimals: ₹1,23,456.50. */
export const rupees = (amount: number | null | undefined) => RUPEES.format(amount ?? 0)
