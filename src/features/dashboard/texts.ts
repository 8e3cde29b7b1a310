import { defineTexts } from '@/i18n/texts'

/** The dashboard's words in English; texts.hi.ts and texts.mr.ts give them in Hindi and Marathi. */
export const TEXTS = {
  title: 'Dashboard',
  welcome: (name: string) => `Welcome, ${name}.`,
  notAdvocate: "The dashboard shows an advocate's hearings and reminders; your account has no advocate practice. Use the menu to open your screens.",
  staffOfAdvocate: "The dashboard's calendar, reminders and client lists are shown to the advocate. Use the menu to open the practice's screens.",
  /** The names of the areas, said when one of them fails. */
  areas: {
    diaryCheck: 'The diary check',
    calendar: 'The case calendar',
    actions: 'The action details',
    clients: 'My client list',
    pending: 'The pending next dates',
    clashes: "The day's clashes",
    tomorrow: "Tomorrow's clients",
  },
  calendar: {
    title: 'Case calendar',
    previous: 'Previous month',
    next: 'Next month',
    cases: (n: number) => `Cases: ${n}`,
    askDetails: 'Do you want to get the details of the cases?',
  },
  actions: {
    title: 'Action details',
    date: 'Date',
    closeFor: (caseNo: string) => `Open — close action for case ${caseNo}`,
  },
  clients: {
    title: 'My client list',
    mobile: 'Mobile',
    email: 'E-mail',
    cases: 'Cases',
    showCases: (n: number, client: string) => `${n} cases of ${client}: show details`,
  },
  caseDetail: {
    title: 'Case Detail',
    close: 'Close case detail',
    casesOf: (client: string) => `Cases of ${client}`,
    caseNo: 'Case No.',
    caseTitle: 'Case Title',
    previousDate: 'Previous Date',
    currentDate: 'Current Date',
    fileLocation: 'File Location(F-R-A-R)',
  },
  pending: {
    title: 'Cases pending for next date update',
    caseDetail: 'Case Detail',
    nextDate: 'Next Date',
    timeline: 'Timeline',
    update: (caseNo: string) => `Update next date of ${caseNo}`,
  },
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./texts.hi'), mr: () => import('./texts.mr') })
