import { defineTexts } from '@/i18n/texts'
import { MESSAGES } from './schema'

/** The country master's words in English (spec 3 §2.4); texts.hi.ts and texts.mr.ts give them in Hindi and Marathi. */
export const TEXTS = {
  title: 'Country Master',
  listTab: 'Country List',
  detailTab: 'Add Country',
  countryCode: 'Country Code',
  countryName: 'Country Name',
  code: 'Code',
  deleteCountry: (name: string) => `Delete ${name}`,
  states: 'States',
  serialNo: 'S.No',
  stateCodeHeader: 'State Code',
  stateNameHeader: 'State Name',
  stateCodeCell: (row: number) => `State code, row ${row}`,
  stateNameCell: (row: number) => `State name, row ${row}`,
  deleteStateRow: (row: number) => `Delete state row ${row}`,
  addState: 'Add State',
  /** The provider's answers, shown as toasts (translated where shown). */
  saved: {
    added: 'Country added successfully.',
    deleted: 'Country and its states deleted successfully.',
  },
  messages: MESSAGES,
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./texts.hi'), mr: () => import('./texts.mr') })
