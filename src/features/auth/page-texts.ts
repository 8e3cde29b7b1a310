import { defineTexts } from '@/i18n/texts'

export const TEXTS = {
  forgot: {
    title: 'Forgot your password?',
    intro: 'Enter your username, e-mail or phone number and we will e-mail you a link to reset your password.',
    send: 'Send reset link',
  },
  reset: {
    title: 'Reset password',
    refused: 'This link cannot be used',
    askNew: 'Ask for a new link',
    newPassword: 'New password',
    hint: '6 to 16 characters with an upper-case letter, a number and one of !@#$%^&*',
    confirm: 'Confirm password',
    set: 'Set password',
  },
  returnToLogin: 'Return to login',
  confirmMail: {
    title: 'Please check your email!',
    text: 'An email has been sent. Please click on the included link to reset your password.',
  },
  logout: {
    title: 'See you again!',
    text: 'Thanks for using Case Diary. You are now successfully signed out.',
    again: 'Return to Login',
  },
  validate: {
    busy: 'Confirming your account',
    failed: 'We could not confirm your account',
    done: 'Your account is all set!',
    text: 'You can now sign in with your new account.',
    relogin: 'Re-Login',
  },
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./page-texts.hi'), mr: () => import('./page-texts.mr') })
