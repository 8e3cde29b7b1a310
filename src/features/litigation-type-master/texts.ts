import { defineTexts } from '@/i18n/texts'
import { MESSAGES } from './schema'

/** The litigation type master's words in English (spec 3 §2.8); texts.hi.ts and texts.mr.ts give them in Hindi and Marathi. */
export const TEXTS = {
  title: 'Litigation Type Master',
  listTab: 'Litigation List',
  detailTab: 'Add Litigation Type Detail',
  code: 'Code',
  name: 'Name',
  statusOf: (name: string) => `Status of ${name}`,
  litigationCode: 'Litigation Code',
  litigationName: 'Litigation Name',
  details: 'Litigation Details',
  detail: (n: number) => `Detail ${n}`,
  subCode: 'Sub Litigation Code',
  detailName: 'Detail Name',
  selectStatus: 'Select status',
  statuses: { Active: 'Active', Suspended: 'Suspended' },
  removeDetail: (n: number) => `Remove detail ${n}`,
  addDetails: 'Add Litigation Details',
  /** Spec 3 §4: a multi-step save says which step stopped it. */
  saveFailed: (why: string) => `Saving the litigation type failed: ${why}`,
  detailFailed: (adding: boolean, name: string, why: string) => `${adding ? 'Adding' : 'Updating'} litigation detail "${name}" failed: ${why}`,
  /** The provider's answers, shown as toasts (translated where shown). */
  saved: {
    added: 'Litigation type added successfully.',
    updated: 'Litigation type updated.',
  },
  messages: MESSAGES,
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./texts.hi'), mr: () => import('./texts.mr') })
