import { defineTexts } from '@/i18n/texts'
import { tooLong } from '@/lib/text-schema'
import { MAX } from './limits'

/** The profile's words in English; texts.hi.ts and texts.mr.ts give them in Hindi and Marathi. */
export const TEXTS = {
  title: 'Profile',
  noProfile: 'The administrator has no advocate profile.',
  failed: 'The profile could not be loaded.',
  cards: {
    advocate: 'Advocate Details',
    communication: 'Communication Details',
    others: 'Others',
  },
  fields: {
    advocateName: 'Advocate Name',
    chamberNo: 'Chamber No',
    practiceSince: 'Practice Since',
    yearHint: 'YYYY',
    address1: 'Address Line 1',
    address2: 'Address Line 2',
    address3: 'Address Line 3',
    country: 'Country',
    state: 'State',
    emailAddress: 'Email Address',
    website: 'Website',
    websiteHint: 'http://, https:// or www.',
    needSeo: 'Need SEO',
    about: 'About',
  },
  verify: {
    hint: 'Changed through Verify, not Save',
    button: 'Verify',
    buttonFor: (label: string) => `Verify ${label}`,
    wait: 'Please wait…',
  },
  demo: {
    mailbox: 'Demo mailbox',
    holds: (to: string) => `The message to ${to} holds this link:`,
    confirm: (to: string) => `Confirm ${to}`,
  },
  /** Spec 3 §5 (Profile) and §8; schema.ts gives them to the rules. */
  rules: {
    chamberNo: 'Enter chamber no',
    country: 'Select country',
    state: 'Select state',
    mobile: 'Enter mobile no',
    email: 'Enter email address',
    sinceFuture: 'Since date should be less than or equal to the current year',
    sinceYear: 'Practice since must be a year of 4 digits',
    website: 'Enter valid website URL',
    landlineDigits: 'Landline no can have digits only',
    updated: 'Advocate details updated successfully!',
    alsoUpdate: 'Do you want to update with this advocate as well?',
  },
  /** The length messages the shared text rules make for this form's fields, for `translate` to find. */
  tooLong: {
    chamberNo: tooLong('Chamber no', MAX.chamberNo),
    contactPerson: tooLong('Contact person', MAX.contactPerson),
    landline: tooLong('Landline no', MAX.landline),
    website: tooLong('Website', MAX.website),
    about: tooLong('About', MAX.about),
    gst: tooLong('GST no', MAX.gst),
  },
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./texts.hi'), mr: () => import('./texts.mr') })
