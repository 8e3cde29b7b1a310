import { afterEach, describe, expect, it } from 'vitest'
import { chooseLanguage } from '@/i18n/texts'
import { count, rupees } from './money'

describe('rupees', () => {
  it('groups digits the Indian way (lakh, crore) with two decimals', () => {
    expect(rupees(0)).toBe('₹0.00')
    expect(rupees(999.5)).toBe('₹999.50')
    expect(rupees(123456.5)).toBe('₹1,23,456.50')
    expect(rupees(12345678.9)).toBe('₹1,23,45,678.90')
  })

  it('shows nothing known as zero', () => {
    expect(rupees(null)).toBe('₹0.00')
    expect(rupees(undefined)).toBe('₹0.00')
  })
})

describe('amounts and counts in every language (issue 22)', () => {
  afterEach(() => chooseLanguage('en'))

  it.each(['hi', 'mr'] as const)('keeps Western digits and Indian grouping in %s', async (language) => {
    await chooseLanguage(language)
    expect(rupees(123456)).toBe('₹1,23,456.00')
    expect(count(1234567)).toBe('12,34,567')
  })
})
