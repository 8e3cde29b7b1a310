import { defineTexts } from '@/i18n/texts'
import { TEMPLATE_MESSAGES } from '@/lib/client-message'

/** The client message templates' words in English (issue 25); texts.hi.ts and texts.mr.ts give them in Hindi and Marathi. */
export const TEXTS = {
  title: 'Client Messages',
  chooseAdvocate: 'Choose the advocate whose templates to edit.',
  loading: 'Loading the templates',
  failed: 'The message templates could not be loaded.',
  advocate: 'Advocate',
  select: 'Select',
  placeholders: 'Placeholders',
  placeholdersIntro: "Each is replaced by the case's value; a line whose value is missing is left out of the message.",
  language: 'Language',
  preview: 'Preview',
  previewWith: (caseNo: string) => `Preview with ${caseNo}`,
  characters: (n: number, max: number) => `${n} of ${max} characters`,
  bySms: (parts: number, encoding: string, length: number) => `By SMS: ${parts} ${parts === 1 ? 'part' : 'parts'} (${encoding}, ${length} characters)`,
  /** The provider's answer to a save, shown as it came (translated where shown). */
  saved: 'Message templates saved successfully!',
  problems: { empty: TEMPLATE_MESSAGES.empty, tooLong: TEMPLATE_MESSAGES.tooLong },
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./texts.hi'), mr: () => import('./texts.mr') })
