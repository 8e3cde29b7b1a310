import * as z from 'zod/mini'
import { formRule } from '@/lib/form-rule'
import { PASSWORD_PATTERN } from '@/lib/password-rule'
import { PASSWORD_MAX } from './limits'
import { TEXTS } from './texts'

export { PASSWORD_MAX } from './limits'
/** The rule of spec 1 §5 (`rule`) is the password a user chooses, checked here before the provider is asked. */
export const MESSAGES = TEXTS.rules
/** The redirect of spec 3 §9 after a successful change. */
export const REDIRECT_MS = 1000

/** Passwords are never trimmed or upper-cased. */
const password = (message: string) => z.string().check(z.minLength(1, message), z.maxLength(PASSWORD_MAX, MESSAGES.tooLong))

/** The new password: asked for when empty, else it follows the rule (which also keeps it to 16 characters). */
const newPassword = z.string().check(
  z.minLength(1, MESSAGES.new),
  z.refine((v) => v === '' || PASSWORD_PATTERN.test(v), MESSAGES.rule),
)

export const changePasswordSchema = z
  .object({ oldPassword: password(MESSAGES.old), newPassword, confirmPassword: password(MESSAGES.confirm) })
  .check(
    formRule<{ newPassword: string; confirmPassword: string }>((v, ctx) => {
      if (v.confirmPassword && v.confirmPassword !== v.newPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.mismatch, input: v })
    }),
  )
export type ChangePasswordForm = z.infer<typeof changePasswordSchema>
export const EMPTY: ChangePasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' }
