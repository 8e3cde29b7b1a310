import { afterEach, describe, expect, it } from 'vitest'
import { chooseLanguage, defineTexts, translate, type Texts } from './texts'
import { currentLanguage } from './language'

const EN = { title: 'Diary', count: (n: number) => `${n} cases`, kinds: { a: 'Open' } } as const
const HI: Texts<typeof EN> = { title: 'डायरी', count: (n: number) => `${n} केस`, kinds: { a: 'खुला' } }
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

  it('makes every text of the pseudo-locale longer and accented', async () => {
    await chooseLanguage('en-XA')
    expect(area.texts().title).toMatch(/^⟦Đíáŕý( ·+)+⟧$/)
    expect(area.texts().count(2)).toContain('2 çášéš')
  })
})
