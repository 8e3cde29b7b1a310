import { defineTexts } from '@/i18n/texts'

/** The role master's words in English (spec 3); texts.hi.ts and texts.mr.ts give them in Hindi and Marathi. */
export const TEXTS = {
  module: { title: 'Role Master', listTab: 'Role List', detailTab: 'Add Role' },
  columns: { roleId: 'Role Id', roleName: 'Role Name', activeStatus: 'Active Status' },
  fields: {
    roleName: 'Role Name',
    menuTree: 'Menu Tree',
    treeFailed: 'The menu tree could not be loaded.',
    treeLoading: 'Loading the menu tree…',
  },
  messages: {
    name: 'Enter role name',
    nameTooLong: 'Role name can have at most 100 characters',
    tree: 'Select atleast one menu tree item',
    status: 'Select status',
    updated: 'Role updated successfully!',
    added: 'Role added successfully.',
  },
  steps: {
    failed: (what: string, why: string) => `Role not fully saved: ${what} failed. ${why}`,
    saving: 'saving the role name and status',
    removing: (item: string) => `removing menu item ${item}`,
    adding: (item: string) => `adding menu item ${item}`,
  },
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./texts.hi'), mr: () => import('./texts.mr') })
