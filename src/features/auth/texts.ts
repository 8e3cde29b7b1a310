import { defineTexts } from '@/i18n/texts'
import { PASSWORD_RULE } from '@/lib/password-rule'
import { IDENTIFIER_MAX } from './limits'

/** The sign-in pages' words in English; texts.hi.ts and texts.mr.ts give them in Hindi and Marathi. */
export const TEXTS = {
  /** The spec's messages of the sign-in rules (messages.ts gives them to the rules). */
  rules: {
    identifier: 'Please provide username, email or phone number',
    identifierTooLong: `Username, email or phone number can have at most ${IDENTIFIER_MAX} characters`,
    password: 'Please provide password',
    captcha: 'Please verify captcha',
    passwordRule: PASSWORD_RULE,
    confirm: 'Please provide confirm password',
    confirmMismatch: 'Password and confirm password should be same',
  },
  /** What the provider answers on these pages, for `translate` to find. */
  provider: {
    wrongCredentials: 'Invalid username or password.',
    suspended: 'Your account is suspended. Please contact your advocate or the administrator.',
    resetLinkSent: 'A link to reset your password has been sent to your registered email address.',
    passwordReset: 'Your password has been reset. Please log in with your new password.',
    accountConfirmed: 'Your account has been confirmed.',
    resetLinkInvalid: 'This password reset link is not valid or has expired. Please ask for a new one.',
    confirmationInvalid: 'This confirmation link is not valid.',
    passwordNotRule: 'The password does not meet the password rules.',
    signedOut: 'You have been signed out.',
  },
  login: {
    title: 'Account Login',
    identifier: 'Username, e-mail or phone number',
    password: 'Password',
    captcha: (question: string) => `Captcha: ${question}`,
    captchaHint: 'Type the answer in digits or words.',
    newQuestion: 'New question',
    rememberMe: 'Remember me',
    forgot: 'Forgot Password?',
    signingIn: 'Signing in…',
    logIn: 'Log in',
    loggedInAs: (name: string) => `Logged in as ${name}`,
    expired: 'Your session has expired. Please sign in again.',
    unauthorized: 'Your session is no longer valid. Please sign in again.',
  },
  /** The captcha's question; the numbers are words so a script cannot just read digits. */
  captcha: {
    plus: (a: string, b: string) => `What is ${a} plus ${b}?`,
    minus: (a: string, b: string) => `What is ${a} minus ${b}?`,
    numbers: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen'],
  },
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./texts.hi'), mr: () => import('./texts.mr') })
