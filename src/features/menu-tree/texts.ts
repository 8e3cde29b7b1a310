import { defineTexts } from '@/i18n/texts'

/** The menu tree screen's words in English (spec 3 §2.9); texts.hi.ts and texts.mr.ts give them in Hindi and Marathi. */
export const TEXTS = {
  title: 'Menu Tree',
  tab: 'Add Menu',
  formLabel: 'Menu item',
  topLevel: 'None (top level)',
  editing: 'Editing',
  newUnder: 'New menu under',
  addUnder: 'Add menu under item',
  fields: {
    name: 'Menu Name',
    url: 'URL',
    urlExample: '/court-master',
    order: 'Order By',
    description: 'Description',
    commandKey: 'Command Key',
    key: 'Key',
    none: 'None',
  },
  nav: {
    label: 'Menu items',
    loading: 'Loading the menu tree',
    failed: 'The menu tree could not be loaded.',
  },
  messages: {
    name: 'Enter menu name',
    nameTooLong: 'Menu name can have at most 255 characters',
    urlTooLong: 'URL can have at most 255 characters',
    order: 'Order by can have at most 2 digits',
    selectControl: 'Select control',
    selectCommand: 'Select command',
    systemCommand: 'System commands are not allowed!',
    deleteQuestion: 'Are you sure, you want to delete this menu? Its child menus, role links and user accesses will also be deleted.',
    // The provider's answers the screen toasts.
    added: 'Menu added successfully.',
    saved: 'Menu updated successfully.',
    deleted: 'Menu deleted successfully.',
  },
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./texts.hi'), mr: () => import('./texts.mr') })
