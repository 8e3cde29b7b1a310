import { IDENTIFIER_MAX, MESSAGES } from './messages'

/**
 * The sign-in form and its rules, checked without zod or react-hook-form: the sign-in page is the
 * first page most users load and has a size budget (README, Performance), and its three rules are
 * simple. Every other form uses a zod schema through the form kit.
 */
export interface LoginForm {
  userId: string
  loginPassword: string
  rememberMe: boolean
  captcha: string
}
export type LoginField = 'userId' | 'loginPassword' | 'captcha'
export type LoginErrors = Partial<Record<LoginField, string>>

export const EMPTY_LOGIN: LoginForm = { userId: '', loginPassword: '', rememberMe: false, captcha: '' }

/** Spec §5: every failing rule at once, in the form's order; an empty result means the form may be sent. */
export function loginErrors(form: LoginForm, isCaptchaSolved: (answer: string) => boolean): LoginErrors {
  const errors: LoginErrors = {}
  const userId = form.userId.trim()
  if (!userId) errors.userId = MESSAGES.identifier
  else if (userId.length > IDENTIFIER_MAX) errors.userId = MESSAGES.identifierTooLong
  if (!form.loginPassword) errors.loginPassword = MESSAGES.password
  if (!isCaptchaSolved(form.captcha)) errors.captcha = MESSAGES.captcha
  return errors
}
