import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { forgotPasswordSchema, MESSAGES, PASSWORD_PATTERN, resetPasswordSchema } from './schemas'
import { loginErrors, type LoginForm } from './login-rules'
import { captchaQuestion, isCaptchaAnswer, newCaptcha } from './captcha'

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? []
const valid: LoginForm = { userId: 'advocate', loginPassword: 'x', rememberMe: false, captcha: '7' }
const loginMessages = (patch: Partial<LoginForm>) => Object.values(loginErrors({ ...valid, ...patch }, (answer) => answer === '7'))

describe('login validation (spec §5)', () => {
  it('requires the identifier, the password and a solved captcha, with the spec messages', () => {
    expect(loginMessages({ userId: '  ' })).toEqual([MESSAGES.identifier])
    expect(loginMessages({ loginPassword: '' })).toEqual(['Please provide password'])
    expect(loginMessages({ captcha: '8' })).toEqual(['Please verify captcha'])
    expect(MESSAGES.identifier).toBe('Please provide username, email or phone number')
    expect(loginMessages({})).toEqual([])
    // Every failing rule in one round.
    expect(loginMessages({ userId: '', loginPassword: '', captcha: '' })).toEqual([MESSAGES.identifier, MESSAGES.password, MESSAGES.captcha])
  })

  it('accepts 50 characters of identifier and rejects 51', () => {
    expect(loginMessages({ userId: 'a'.repeat(50) })).toEqual([])
    expect(loginMessages({ userId: 'a'.repeat(51) })).toEqual([MESSAGES.identifierTooLong])
  })

  it('uses the same rules on forgot password', () => {
    expect(messages(forgotPasswordSchema.safeParse({ userId: '' }))).toEqual(['Please provide username, email or phone number'])
    expect(forgotPasswordSchema.safeParse({ userId: 'a'.repeat(50) }).success).toBe(true)
    expect(forgotPasswordSchema.safeParse({ userId: 'a'.repeat(51) }).success).toBe(false)
  })
})

describe('reset password validation (spec §5)', () => {
  const rule = 'Password must be of minimum 6 and maximum 16 characters including one special character, one number and one alphabet'
  const check = (password: string, confirmPassword = password) => messages(resetPasswordSchema.safeParse({ password, confirmPassword }))

  it('accepts 6 and 16 characters and rejects 5 and 17', () => {
    expect(check('Ab1!cd')).toEqual([])
    expect(check('Ab1!cdefghijklmn')).toEqual([])
    expect(check('Ab1!c')).toEqual([rule])
    expect(check('Ab1!cdefghijklmno')).toEqual([rule])
  })

  it('needs a digit, an upper-case letter and a special character, and nothing outside the allowed set', () => {
    expect(check('Abc!def')).toEqual([rule])
    expect(check('ab1!def')).toEqual([rule])
    expect(check('Ab1cdef')).toEqual([rule])
    expect(check('Ab1!de f')).toEqual([rule])
    expect(check('Ab1(def')).toEqual([rule])
  })

  it('asks for the password, the confirmation and their match with the spec messages', () => {
    expect(check('', '')).toEqual(['Please provide password', 'Please provide confirm password'])
    expect(check('Ab1!cd', '')).toEqual(['Please provide confirm password'])
    expect(check('Ab1!cd', 'Ab1!ce')).toEqual(['Password and confirm password should be same'])
  })

  it('agrees with the rule for any string (property)', () => {
    const allowed = /^[A-Za-z\d!@#$%^&*]*$/
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (s) => {
        const expected = s.length >= 6 && s.length <= 16 && allowed.test(s) && /\d/.test(s) && /[A-Z]/.test(s) && /[!@#$%^&*]/.test(s)
        return PASSWORD_PATTERN.test(s) === expected
      }),
    )
  })
})

describe('captcha', () => {
  it('asks a text question whose answer may be typed in digits or words', () => {
    const captcha = newCaptcha(() => 0.1)
    expect(captchaQuestion(captcha)).toMatch(/^What is \w+ (plus|minus) \w+\?$/)
    expect(isCaptchaAnswer(captcha, String(captcha.answer))).toBe(true)
    expect(isCaptchaAnswer(captcha, ` ${captcha.answer} `)).toBe(true)
    expect(isCaptchaAnswer(captcha, '99')).toBe(false)
  })
})
