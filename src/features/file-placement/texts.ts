import { defineTexts } from '@/i18n/texts'

/** The file placement screen's words in English; texts.hi.ts and texts.mr.ts give them in Hindi and Marathi. */
export const TEXTS = {
  title: 'File Placement',
  listTab: 'File Placement List',
  detailTab: 'File Placement Details',
  location: 'File/Room/Almirah/Rack',
  // Spec 2 §5: "Saving is skipped when all five fields are empty." The spec gives no text for it; the
  // user is told why nothing happened rather than the Save press seeming to be ignored.
  nothingToSave: 'Nothing to save: enter a file no, room, almirah, rack or description.',
  // The length rules' messages as the schema builds them (tooLong with its MAX; a test holds them equal).
  tooLong: {
    fileNo: 'File no can have at most 20 characters',
    roomNo: 'Room no can have at most 5 characters',
    almirah: 'Almirah can have at most 5 characters',
    rack: 'Rack can have at most 50 characters',
    fileDescription: 'File description can have at most 50 characters',
  },
  // The provider's answers, toasted through `translate`.
  updated: 'File placement details updated successfully!',
  nothingToPlace: 'At least one of file no, room no, almirah, rack or file description is needed.',
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./texts.hi'), mr: () => import('./texts.mr') })
