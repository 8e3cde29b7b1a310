import { afterEach, describe, expect, it } from 'vitest'
import { chooseLanguage, defineTexts, translate, type Texts } from './texts'
import { currentLanguage } from './language'
import { moneyMessages } from '@/lib/money-schema'
import { tooLong } from '@/lib/text-schema'
import '@/lib/texts'

const EN = {
  title: 'Diary',
  count: (n: number) => `${n} cases`,
  kinds: { a: 'Open' },
  judge: 'Judge',
  amount: 'Amount',
  tooLong: (what: string, max: number) => `${what} can have at most ${max} characters`,
  moved: (caseNo: string, date: string) => `${caseNo} now has its next date on ${date}.`,
} as const
const HI: Texts<typeof EN> = {
  title: 'डायरी',
  count: (n: number) => `${n} केस`,
  kinds: { a: 'खुला' },
  judge: 'न्यायाधीश',
  amount: 'राशि',
  tooLong: (what: string, max: number) => `${what} अधिकतम ${max} अक्षरों का हो सकता है`,
  moved: (caseNo: string, date: string) => `${caseNo} की अगली तारीख अब ${date} है।`,
}
let asked = 0
const area = defineTexts(EN, {
  hi: async () => ((asked += 1), { default: HI }),
  mr: () => Promise.reject(new Error('no signal')),
})

describe('the message catalog', () => {
  afterEach(() => chooseLanguage('en'))

  it('gives English until another language is chosen, then that language, loaded once', async () => {
    expect(area.texts().title).toBe('Diary')
    await chooseLanguage('hi')
    await chooseLanguage('en')
    await chooseLanguage('hi')
    expect(currentLanguage()).toBe('hi')
    expect(area.texts().title).toBe('डायरी')
    expect(area.texts().count(3)).toBe('3 केस')
    expect(document.documentElement.lang).toBe('hi')
    expect(asked).toBe(1)
  })

  it('keeps the language on screen when another cannot be loaded', async () => {
    await expect(chooseLanguage('mr')).rejects.toThrow('no signal')
    expect(currentLanguage()).toBe('en')
  })

  it('translates an English text it knows, such as a rule message, and leaves others as they came', async () => {
    await chooseLanguage('hi')
    expect(translate('Open')).toBe('खुला')
    expect(translate('Invalid Captcha from the provider')).toBe('Invalid Captcha from the provider')
  })

  it('translates a message built with values by its shape, the field named in it too, whatever its capitals', async () => {
    await chooseLanguage('hi')
    expect(translate('Judge can have at most 50 characters')).toBe('न्यायाधीश अधिकतम 50 अक्षरों का हो सकता है')
    expect(translate('judge can have at most 7 characters')).toBe('न्यायाधीश अधिकतम 7 अक्षरों का हो सकता है')
    // A value no catalog knows stays as it came, inside the translated message.
    expect(translate('SC/12/2025 now has its next date on 05-12-2026.')).toBe('SC/12/2025 की अगली तारीख अब 05-12-2026 है।')
    expect(translate('Judge may have at most 50 characters')).toBe('Judge may have at most 50 characters')
    // A short message ('{n} cases') is no shape: any text ending in 'cases' would be taken for it.
    expect(translate('Show all cases')).toBe('Show all cases')
    await chooseLanguage('en')
    expect(translate('Judge can have at most 50 characters')).toBe('Judge can have at most 50 characters')
  })

  it("says the shared rules' limits in Hindi for any field, as the rules raise them in English", async () => {
    await chooseLanguage('hi')
    expect(translate(tooLong('Judge', 50))).toBe('न्यायाधीश अधिकतम 50 अक्षरों का हो सकता है')
    expect(translate(moneyMessages('Amount').decimals)).toBe('राशि में दशमलव के बाद अधिकतम 2 अंक हो सकते हैं')
    expect(translate(moneyMessages('Amount').max)).toBe('राशि अधिकतम 99,99,99,999.99 हो सकती है')
  })

  it('makes every text of the pseudo-locale longer and accented', async () => {
    await chooseLanguage('en-XA')
    expect(area.texts().title).toMatch(/^⟦Đíáŕý( ·+)+⟧$/)
    expect(area.texts().count(2)).toContain('2 çášéš')
  })
})
