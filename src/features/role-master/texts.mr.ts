import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  module: { title: 'भूमिका', listTab: 'भूमिकांची यादी', detailTab: 'भूमिका जोडा' },
  columns: { roleId: 'भूमिका आयडी', roleName: 'भूमिकेचे नाव', activeStatus: 'चालू/बंद' },
  fields: {
    roleName: 'भूमिकेचे नाव',
    menuTree: 'मेनू',
    treeFailed: 'मेनू आणता आला नाही.',
    treeLoading: 'मेनू येत आहे…',
  },
  messages: {
    name: 'भूमिकेचे नाव लिहा',
    nameTooLong: 'भूमिकेचे नाव जास्तीत जास्त 100 अक्षरांचे असू शकते',
    tree: 'मेनूमधून किमान एक निवडा',
    status: 'स्थिती निवडा',
    updated: 'भूमिका अपडेट झाली!',
    added: 'भूमिका जोडली.',
  },
  steps: {
    failed: (what: string, why: string) => `भूमिका पूर्ण जतन झाली नाही: ${what} झाले नाही. ${why}`,
    saving: 'भूमिकेचे नाव आणि स्थिती जतन करणे',
    removing: (item: string) => `मेनू ${item} काढणे`,
    adding: (item: string) => `मेनू ${item} जोडणे`,
  },
} satisfies Texts<typeof TEXTS>
