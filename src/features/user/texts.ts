import { defineTexts } from '@/i18n/texts'

/** The user screens' words in English (spec 2); texts.hi.ts and texts.mr.ts give them in Hindi and Marathi. */
export const TEXTS = {
  module: { title: 'User', listTab: 'User List', detailTab: 'User Details' },
  columns: { userName: 'User Name', mobile: 'Mobile', countryName: 'Country Name', stateName: 'State Name' },
  fields: {
    advocate: 'Advocate',
    userName: 'User Name',
    loginIdFixed: 'A login id cannot change.',
    address1: 'Address Line 1',
    address2: 'Address Line 2',
    passwordHint: 'Never shown: Reset Password e-mails the user a link to set a new one.',
    passwordByMail: 'The password is chosen by the provider and e-mailed to the user with the login id.',
    resetPassword: 'Reset Password',
    menuAccess: 'Menu Access',
    pickAdvocate: 'Select an advocate to see the menu items.',
    treeFailed: 'The menu tree could not be loaded.',
    treeLoading: 'Loading the menu tree…',
    treeEmpty: "The advocate's licence gives no menu items.",
  },
  mail: {
    title: 'Demo mailbox',
    to: 'The mail to',
    holdsLink: 'holds this link (valid for 30 minutes, once):',
    says: 'says:',
    resetLink: 'Reset your password',
  },
  messages: {
    advocate: 'Select advocate',
    loginId: 'Enter login id',
    userName: 'Enter user name',
    country: 'Select country',
    state: 'Select state',
    email: 'Enter email address',
    mobile: 'Enter mobile no',
    tree: 'Select atleast one item',
    treeToast: 'Select atleast one menu tree item',
    listFailed: 'Error fetching user list',
    emailTooLong: 'Email can have at most 50 characters',
    userNameTooLong: 'User name can have at most 200 characters',
    loginIdTooLong: 'Login id can have at most 50 characters',
    // The provider's answers the screens toast.
    added: 'User registered successfully! The sign-in details have been e-mailed to the user.',
    updated: 'User Details updated successfully!',
  },
  steps: {
    failed: (what: string, why: string) => `User details saved, but ${what} failed. ${why}`,
    readingAccess: 'reading the menu access',
    addingAccess: 'adding menu access',
    removingAccess: 'removing menu access',
  },
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./texts.hi'), mr: () => import('./texts.mr') })
