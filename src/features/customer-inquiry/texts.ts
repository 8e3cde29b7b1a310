import { defineTexts } from '@/i18n/texts'

/** The customer inquiry list's words in English (spec 3 §2.13); texts.hi.ts and texts.mr.ts give them in Hindi and Marathi. */
export const TEXTS = {
  title: 'Customer Inquiry List',
  regType: 'Reg Type',
  pdf: 'Generate PDF Report',
  regTypes: { O: 'Approved Online', S: 'BySelf', P: 'Pending Online', M: 'Marketing Register', ALL: 'All' },
  columns: {
    serial: 'S. No',
    stateName: 'State Name',
    advocateName: 'Advocate Name',
    mobileNo: 'Mobile No.',
    email: 'Email Id',
    totalAmount: 'Total Amount',
  },
  messages: {
    country: 'Select country',
    state: 'Select state',
    regType: 'Select reg type',
  },
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./texts.hi'), mr: () => import('./texts.mr') })
