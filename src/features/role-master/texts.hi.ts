import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  module: { title: 'भूमिकाएँ', listTab: 'भूमिका सूची', detailTab: 'भूमिका जोड़ें' },
  columns: { roleId: 'भूमिका आईडी', roleName: 'भूमिका का नाम', activeStatus: 'चालू/बंद' },
  fields: {
    roleName: 'भूमिका का नाम',
    menuTree: 'मेनू',
    treeFailed: 'मेनू लोड नहीं हो सका।',
    treeLoading: 'मेनू लोड हो रहा है…',
  },
  messages: {
    name: 'भूमिका का नाम लिखें',
    nameTooLong: 'भूमिका का नाम अधिकतम 100 अक्षरों का हो सकता है',
    tree: 'मेनू में से कम से कम एक चुनें',
    status: 'स्थिति चुनें',
    updated: 'भूमिका अपडेट हो गई!',
    added: 'भूमिका जोड़ दी गई।',
  },
  steps: {
    failed: (what: string, why: string) => `भूमिका पूरी सहेजी नहीं गई: ${what} नहीं हो सका। ${why}`,
    saving: 'भूमिका का नाम और स्थिति सहेजना',
    removing: (item: string) => `मेनू ${item} हटाना`,
    adding: (item: string) => `मेनू ${item} जोड़ना`,
  },
} satisfies Texts<typeof TEXTS>
