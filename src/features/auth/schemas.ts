import * as z from 'zod/mini'
import { formRule } from '@/lib/form-rule'

/** The forms use zod's tree-shakable build (`zod/mini`): the sign-in page must stay within its size budget. */
export const IDENTIFIER_MAX = 50
export const PASSWORD_MIN = 6
export const PASSWORD_MAX = 16

export const MESSAGES = {
  identifier: 'Please provide username, email or phone number',
  identifierTooLong: `Username, email or phone number can have at most ${IDENTIFIER_MAX} characters`,
  password: 'Please provide password',
  captcha: 'Please verify captcha',
  passwordRule:
    'Password must be of minimum 6 and maximum 16 characters including one special character, one number and one alphabet',
  confirm: 'Please provide confirm password',
  confirmMismatch: 'Password and confirm password should be same',
} as const

const identifier = z.string().check(z.trim(), z.minLength(1, MESSAGES.identifier), z.maxLength(IDENTIFIER_MAX, MESSAGES.identifierTooLong))

/** The captcha answer is checked here so its message sits with the others. */
export const loginSchema = (isCaptchaSolved: (answer: string) => boolean) =>
  z.object({
    userId: identifier,
    loginPassword: z.string().check(z.minLength(1, MESSAGES.password)),
    rememberMe: z.boolean(),
    captcha: z.string().check(z.refine(isCaptchaSolved, MESSAGES.captcha)),
  })
export type LoginForm = z.infer<ReturnType<typeof loginSchema>>

export const forgotPasswordSchema = z.object({ userId: identifier })
export type ForgotPasswordForm = z.infer<typeof forgotPasswordSchema>

/** Spec §5: 6–16 of letters, digits and !@#$%^&*, with a digit, an upper-case letter and a special character. */
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[A-Z])(?=.*[!@#$%^&*])[A-Za-z\d!@#$%^&*]{6,16}$/

export const resetPasswordSchema = z
  .object({
    // An empty password gets one message, not the rule as well.
    password: z.string().check(z.minLength(1, MESSAGES.password), z.refine((v) => v === '' || PASSWORD_PATTERN.test(v), MESSAGES.passwordRule)),
    confirmPassword: z.string().check(z.minLength(1, MESSAGES.confirm)),
  })
  .check(
    formRule<{ password: string; confirmPassword: string }>((v, ctx) => {
      if (v.confirmPassword && v.password !== v.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.confirmMismatch, input: v })
    }),
  )
export type ResetPasswordForm = z.infer<typeof resetPasswordSchema>
