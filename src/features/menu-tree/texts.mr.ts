import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  title: 'मेनू ट्री',
  tab: 'मेनू जोडा',
  formLabel: 'मेनू',
  topLevel: 'काहीही नाही (सर्वात वर)',
  editing: 'बदल करत आहात:',
  newUnder: 'नवा मेनू याच्या खाली:',
  addUnder: 'या मेनूखाली मेनू जोडा',
  fields: {
    name: 'मेनूचे नाव',
    url: 'URL',
    urlExample: '/court-master',
    order: 'क्रम',
    description: 'वर्णन',
    commandKey: 'कमांड की',
    key: 'की',
    none: 'काहीही नाही',
  },
  nav: {
    label: 'मेनू',
    loading: 'मेनू येत आहे',
    failed: 'मेनू आणता आला नाही.',
  },
  messages: {
    name: 'मेनूचे नाव लिहा',
    nameTooLong: 'मेनूचे नाव जास्तीत जास्त 255 अक्षरांचे असू शकते',
    urlTooLong: 'URL जास्तीत जास्त 255 अक्षरांचा असू शकतो',
    order: 'क्रम जास्तीत जास्त 2 अंकी असू शकतो',
    selectControl: 'की निवडा',
    selectCommand: 'कमांड की निवडा',
    systemCommand: 'सिस्टमच्या कमांड घेता येत नाहीत!',
    deleteQuestion: 'हा मेनू नक्की काढायचा का? त्याखालचे मेनू, भूमिकांशी जोडणी आणि वापरकर्त्यांच्या परवानग्याही काढल्या जातील.',
    added: 'मेनू जोडला.',
    saved: 'मेनू अपडेट झाला.',
    deleted: 'मेनू काढला.',
  },
} satisfies Texts<typeof TEXTS>
