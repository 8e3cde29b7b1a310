import { defineTexts } from '@/i18n/texts'
import { PASSWORD_RULE } from '@/lib/password-rule'
import { PASSWORD_MAX } from './limits'

/** Change Password's words in English; texts.hi.ts and texts.mr.ts give them in Hindi and Marathi. */
export const TEXTS = {
  title: 'Change Password',
  oldPassword: 'Old Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
  /** The spec's messages of the form's rules (schema.ts gives them to the rules). */
  rules: {
    old: 'Enter old password',
    new: 'Enter new password',
    confirm: 'Enter confirm password',
    mismatch: 'Confirm password not match with new password',
    tooLong: `Password can have at most ${PASSWORD_MAX} characters`,
    rule: PASSWORD_RULE,
  },
  /** What the provider answers, for `translate` to find. */
  provider: {
    changed: 'Your password has been changed.',
    wrongOld: 'The old password is not correct.',
  },
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./texts.hi'), mr: () => import('./texts.mr') })
