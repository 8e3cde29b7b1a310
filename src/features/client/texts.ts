import { defineTexts } from '@/i18n/texts'

/** The client screen's words in English (the spec's); texts.hi.ts and texts.mr.ts give them in Hindi and Marathi. */
export const TEXTS = {
  title: 'Client',
  listTab: 'Client List',
  detailTab: 'Client Details',
  columns: { clientCode: 'Client Code', stateName: 'State Name' },
  fields: {
    clientType: 'Client Type',
    gender: 'Gender',
    address1: 'Address Line 1',
    address2: 'Address Line 2',
    address3: 'Address Line 3',
    pinCode: 'Pin Code',
    landLineNo: 'Land Line No',
    landLineOffice: 'Land Line (Office)',
    occupation: 'Occupation',
    language: 'Message Language',
    languageHint: 'The client is told of hearings in it',
    sendBy: 'Send updates by',
    sms: 'SMS',
    mail: 'Mail',
    whatsapp: 'WhatsApp',
  },
  types: { INDIVIDUAL: 'INDIVIDUAL', ORGANIZATION: 'ORGANIZATION' },
  genders: { MALE: 'MALE', FEMALE: 'FEMALE', TRANSGENDER: 'TRANSGENDER' },
  // The provider's answers, toasted through `translate`.
  added: 'Client added successfully!',
  updated: 'Client Details updated successfully!',
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./texts.hi'), mr: () => import('./texts.mr') })
