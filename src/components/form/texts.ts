import { defineTexts } from '@/i18n/texts'

export const TEXTS = {
  picture: {
    hint: 'jpg, jpeg, png or svg, at most 2 MB',
    choose: 'Choose picture',
    remove: 'Remove picture',
    preview: (label: string) => `${label} preview`,
    deleteQuestion: 'Are you sure you want to delete profile photo?',
  },
  select: {
    placeholder: 'Select',
    typeToSearch: 'Type to search',
    searching: 'Searching…',
    listFailed: 'Could not load the list',
    noMatches: 'No matches',
  },
  tree: {
    noItems: 'No items.',
    expand: (name: string) => `Expand ${name}`,
    collapse: (name: string) => `Collapse ${name}`,
  },
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./texts.hi'), mr: () => import('./texts.mr') })
