import { defineTexts } from '@/i18n/texts'
import { KIND_NAME, PLACEHOLDER_HINT } from './client-message/templates'
import { overMaxMoney, tooLong, tooManyDecimals } from './limit-messages'
import { PASSWORD_RULE } from './password-rule'
import { SVG_REFUSED } from './svg-refused'

/**
 * The shared rules' messages in English, as the specification writes them (texts.hi.ts and texts.mr.ts give them
 * in Hindi and Marathi). The rules keep raising the English text; a field error or a toast shows it through
 * `translate`, which finds it here. The SVG message and the message templates' words stay in their own modules,
 * which the mock provider imports: this catalog takes them from there.
 */
export const TEXTS = {
  invalidEmail: 'Please enter valid email address',
  invalidMobile: 'Invalid mobile number, number should be of 10 digits should not start with 0',
  invalidDate: 'Enter a valid date as DD-MM-YYYY',
  fromAfterTo: 'From Date cannot be greater than To Date',
  passwordRule: PASSWORD_RULE,
  /** Any field's limits; `translate` finds a message of these shapes whatever field and number it names. */
  limits: { tooLong, tooManyDecimals, overMaxMoney },
  picture: {
    extension: 'Invalid file extension. Please upload a file with extensions jpg, jpeg, png, or svg',
    size: 'File size exceeds the maximum allowed 2 MB',
    empty: 'The file is empty. Please choose a picture.',
    unsafeSvg: SVG_REFUSED,
  },
  /** The client message kinds and what each placeholder of a template stands for. */
  messageKinds: KIND_NAME,
  placeholders: PLACEHOLDER_HINT,
  reach: {
    noMobile: 'No mobile number is recorded for this client, so the message can go by e-mail only.',
    nothing: 'No mobile number or e-mail address is recorded for this client. Add one on the Client screen to tell the client.',
  },
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./texts.hi'), mr: () => import('./texts.mr') })
