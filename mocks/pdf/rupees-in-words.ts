const ONES = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen']
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety']

/** 0–99 in words. */
const belowHundred = (n: number) => (n < 20 ? ONES[n]! : `${TENS[Math.floor(n / 10)]!}${n % 10 ? ` ${ONES[n % 10]!}` : ''}`)

/** 0–999 in words. */
const belowThousand = (n: number) => [n >= 100 ? `${ONES[Math.floor(n / 100)]!} Hundred` : '', belowHundred(n % 100)].filter(Boolean).join(' ')

/** A whole number in the Indian system (crore, lakh, thousand), e.g. 125000 → 'One Lakh Twenty Five Thousand'. */
export function indianWords(n: number): string {
  if (n === 0) return 'Zero'
  const crore = Math.floor(n / 1e7)
  const parts = [
    crore ? `${crore >= 1000 ? indianWords(crore) : belowThousand(crore)} Crore` : '',
    Math.floor((n % 1e7) / 1e5) ? `${belowHundred(Math.floor((n % 1e7) / 1e5))} Lakh` : '',
    Math.floor((n % 1e5) / 1e3) ? `${belowHundred(Math.floor((n % 1e5) / 1e3))} Thousand` : '',
    belowThousand(n % 1e3),
  ]
  return parts.filter(Boolean).join(' ')
}

/** An invoice total in words, as Indian invoices write it: 'Rupees One Thousand Eighteen and Paise Fifty Only'. */
export function rupeesInWords(amount: number): string {
  const paise = Math.round(amount * 100)
  const rupees = Math.floor(paise / 100)
  const rest = paise % 100
  return `Rupees ${indianWords(rupees)}${rest ? ` and Paise ${belowHundred(rest)}` : ''} Only`
}
