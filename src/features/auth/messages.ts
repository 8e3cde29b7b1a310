import { PASSWORD_RULE } from '@/lib/password-rule'

/** The sign-in forms' limits and the spec's messages, apart from zod: the sign-in page checks its form without it (login-rules.ts). */
export const IDENTIFIER_MAX = 50
export const PASSWORD_MIN = 6
export const PASSWORD_MAX = 16

export const MESSAGES = {
  identifier: 'Please provide username, email or phone number',
  identifierTooLong: `Username, email or phone number can have at most ${IDENTIFIER_MAX} characters`,
  password: 'Please provide password',
  captcha: 'Please verify captcha',
  passwordRule: PASSWORD_RULE,
  confirm: 'Please provide confirm password',
  confirmMismatch: 'Password and confirm password should be same',
} as const

