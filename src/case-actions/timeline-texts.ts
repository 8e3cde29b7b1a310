import { defineTexts } from '@/i18n/texts'

/** The case timeline's words in English; the .hi and .mr files give them in Hindi and Marathi. */
export const TEXTS = {
  timeline: {
    title: (caseNo: string) => `Timeline of case ${caseNo}`,
    closeLabel: 'Close timeline',
    intro: 'Every change to the case, oldest first, with who made it and from which screen.',
    kind: 'Kind of event',
    allKinds: 'All kinds',
    noEvents: 'No events of this kind yet.',
    columns: { when: 'When', what: 'What happened', by: 'By' },
    kinds: {
      REGISTERED: 'Registered',
      HEARING: 'Hearing',
      NEXT_DATE_CHANGED: 'Next date changed',
      FILE_MOVED: 'File moved',
      PAYMENT: 'Payment',
      ACTION_OPENED: 'Action opened',
      ACTION_CLOSED: 'Action closed',
      MESSAGE: 'Message to client',
      DOCUMENT: 'Document',
      CASE_CHANGED: 'Case changed',
    },
    sources: {
      CASE_REGISTRATION: 'Case registration',
      CASE_NEXT_DATE: 'Case next date',
      COURT_DAY_OUTBOX: 'Court day (outbox)',
      FILE_PLACEMENT: 'File placement',
      CLIENT_PAYMENT: 'Client payment',
      ACTIONS: 'Action details',
      DASHBOARD: 'Dashboard',
      CLIENT_MESSAGE: 'Tell the client',
      RECORD: 'Case record',
    },
  },
  timelineButton: 'Timeline',
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./timeline-texts.hi'), mr: () => import('./timeline-texts.mr') })
