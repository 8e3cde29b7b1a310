import * as z from 'zod/mini'
import { formRule } from '@/lib/form-rule'
import { PASSWORD_PATTERN } from '@/lib/password-rule'
import { IDENTIFIER_MAX, MESSAGES } from './messages'

export { IDENTIFIER_MAX, MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from './messages'
export { PASSWORD_PATTERN } from '@/lib/password-rule'

const identifier = z.string().check(z.trim(), z.minLength(1, MESSAGES.identifier), z.maxLength(IDENTIFIER_MAX, MESSAGES.identifierTooLong))

export const forgotPasswordSchema = z.object({ userId: identifier })
export type ForgotPasswordForm = z.infer<typeof forgotPasswordSchema>

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
