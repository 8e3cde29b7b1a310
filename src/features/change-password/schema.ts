import * as z from 'zod/mini'
import { formRule } from '@/lib/form-rule'

export const PASSWORD_MAX = 50
export const MESSAGES = {
  old: 'Enter old password',
  new: 'Enter new password',
  confirm: 'Enter confirm password',
  mismatch: 'Confirm password not match with new password',
  tooLong: `Password can have at most ${PASSWORD_MAX} characters`,
} as const
/** The redirect of spec 3 §9 after a successful change. */
export const REDIRECT_MS = 1000

/** Passwords are never trimmed or upper-cased. */
const password = (message: string) => z.string().check(z.minLength(1, message), z.maxLength(PASSWORD_MAX, MESSAGES.tooLong))

export const changePasswordSchema = z
  .object({ oldPassword: password(MESSAGES.old), newPassword: password(MESSAGES.new), confirmPassword: password(MESSAGES.confirm) })
  .check(
    formRule<{ newPassword: string; confirmPassword: string }>((v, ctx) => {
      if (v.confirmPassword && v.confirmPassword !== v.newPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.mismatch, input: v })
    }),
  )
export type ChangePasswordForm = z.infer<typeof changePasswordSchema>
export const EMPTY: ChangePasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' }
