import { afterEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { chooseLanguage } from '@/i18n/texts'
import { renderPage } from '../../../tests/support/render-page'
import { captchaQuestion, isCaptchaAnswer, type Captcha } from './captcha'
import { LoginPage } from './login-page'
import { ForgotPasswordPage } from './forgot-password-page'
import { TEXTS } from './texts'
import HINDI from './texts.hi'
import MARATHI from './texts.mr'

const sevenPlusTwo: Captcha = { a: 7, b: 2, op: 'plus', answer: 9 }
const nineMinusSeven: Captcha = { a: 9, b: 7, op: 'minus', answer: 2 }

describe('the captcha in each language', () => {
  it('asks in English, Hindi and Marathi with the numbers as words', () => {
    expect(captchaQuestion(sevenPlusTwo)).toBe('What is seven plus two?')
    expect(captchaQuestion(sevenPlusTwo, HINDI.captcha)).toBe('सात और दो कितने होते हैं?')
    expect(captchaQuestion(sevenPlusTwo, MARATHI.captcha)).toBe('सात अधिक दोन किती?')
    expect(captchaQuestion(nineMinusSeven, HINDI.captcha)).toBe('नौ में से सात घटाएँ तो कितने बचते हैं?')
    expect(captchaQuestion(nineMinusSeven, MARATHI.captcha)).toBe('नऊ वजा सात किती?')
  })

  it('has a word for every answer from 0 to 18 in each language', () => {
    for (const words of [TEXTS.captcha, HINDI.captcha, MARATHI.captcha]) expect(words.numbers).toHaveLength(19)
    expect(HINDI.captcha.numbers[18]).toBe('अठारह')
    expect(MARATHI.captcha.numbers[18]).toBe('अठरा')
  })

  it('accepts Western or Devanagari digits, the English word and the word of the language on screen', () => {
    for (const given of ['9', '९', ' ९ ', 'nine', 'Nine', 'नौ']) expect(isCaptchaAnswer(sevenPlusTwo, given, HINDI.captcha)).toBe(true)
    for (const given of ['9', '९', 'nine', 'नऊ']) expect(isCaptchaAnswer(sevenPlusTwo, given, MARATHI.captcha)).toBe(true)
    expect(isCaptchaAnswer({ a: 3, b: 2, op: 'plus', answer: 5 }, 'पांच', HINDI.captcha)).toBe(true)
    expect(isCaptchaAnswer({ a: 3, b: 2, op: 'plus', answer: 5 }, 'पाँच', HINDI.captcha)).toBe(true)
  })

  it('refuses another answer, and a word of a language not on screen', () => {
    for (const given of ['8', '८', 'eight', 'आठ', '']) expect(isCaptchaAnswer(sevenPlusTwo, given, HINDI.captcha)).toBe(false)
    expect(isCaptchaAnswer(nineMinusSeven, 'दोन', HINDI.captcha)).toBe(false)
    expect(isCaptchaAnswer(nineMinusSeven, 'दो', MARATHI.captcha)).toBe(false)
    expect(isCaptchaAnswer(nineMinusSeven, 'दो', HINDI.captcha)).toBe(true)
    expect(isCaptchaAnswer(nineMinusSeven, 'दोन', MARATHI.captcha)).toBe(true)
  })
})

describe('the sign-in pages in Hindi and Marathi', () => {
  afterEach(() => chooseLanguage('en'))

  it('shows the sign-in page in Hindi, its captcha asked in Hindi, its rule messages in Hindi', async () => {
    await chooseLanguage('hi')
    const { container } = await renderPage(() => <LoginPage />)
    expect(await screen.findByRole('heading', { name: 'खाते में लॉग इन' })).toBeVisible()
    expect(screen.getByLabelText(/^कैप्चा: .+ (कितने होते हैं|कितने बचते हैं)\?/)).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'लॉग इन' }))
    expect(await screen.findByText('यूज़रनेम, ईमेल या फ़ोन नंबर डालें')).toBeVisible()
    expect(screen.getByText('पासवर्ड डालें')).toBeVisible()
    expect(screen.getByText('कैप्चा का सही जवाब दें')).toBeVisible()
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
    expect(result.violations.map((v) => v.id)).toEqual([])
  })

  it('accepts the Hindi captcha answered in Devanagari digits', async () => {
    await chooseLanguage('hi')
    await renderPage(() => <LoginPage />)
    const field = await screen.findByLabelText(/^कैप्चा:/)
    const words = HINDI.captcha.numbers
    const [, a = '', rest = ''] = /^कैप्चा: (\S+) (.+)$/.exec(field.getAttribute('aria-label') ?? document.querySelector(`label[for="${field.id}"]`)?.textContent ?? '') ?? []
    const plus = rest.includes('होते')
    const b = /(?:और|में से) (\S+)/.exec(rest)?.[1] ?? ''
    const answer = plus ? words.indexOf(a) + words.indexOf(b) : words.indexOf(a) - words.indexOf(b)
    await userEvent.type(field, String(answer).replace(/\d/g, (d) => String.fromCharCode(0x0966 + Number(d))))
    await userEvent.click(screen.getByRole('button', { name: 'लॉग इन' }))
    expect(await screen.findByText('पासवर्ड डालें')).toBeVisible()
    expect(screen.queryByText('कैप्चा का सही जवाब दें')).toBeNull()
    // The provider's refusal, in English in the contract, is shown in Hindi.
    await userEvent.type(screen.getByLabelText(/^यूज़रनेम, ईमेल या फ़ोन नंबर/), 'advocate')
    await userEvent.type(screen.getByLabelText(/^पासवर्ड/, { selector: 'input' }), 'Wrong@123')
    await userEvent.click(screen.getByRole('button', { name: 'लॉग इन' }))
    expect(await screen.findByText('यूज़रनेम या पासवर्ड गलत है।')).toBeVisible()
  })

  it('shows forgot password and the sign-in page in Marathi', async () => {
    await chooseLanguage('mr')
    await renderPage(() => <ForgotPasswordPage />)
    expect(await screen.findByRole('heading', { name: 'पासवर्ड विसरलात?' })).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'लिंक पाठवा' }))
    expect(await screen.findByText('यूजरनेम, ईमेल किंवा फोन नंबर टाका')).toBeVisible()
  })

  it('asks the captcha in Marathi', async () => {
    await chooseLanguage('mr')
    await renderPage(() => <LoginPage />)
    expect(await screen.findByLabelText(/^कॅप्चा: .+ (अधिक|वजा) .+ किती\?/)).toBeVisible()
    expect(screen.getByText('मला लक्षात ठेवा')).toBeVisible()
  })
})
