import { defineTexts } from '@/i18n/texts'

/** The action dialog's words and its rules' messages (spec 2 §5, §8) in English; the .hi and .mr files give them in Hindi and Marathi. */
export const TEXTS = {
  actions: {
    title: 'Action Details',
    closeLabel: 'Close action details',
    caseNo: (caseNo: string) => `Case No: ${caseNo}`,
    noCase: 'No case is chosen.',
    editAction: 'Edit action',
    newAction: 'New action',
    editOf: (action: string) => `Edit the action of ${action}`,
    closeOf: (action: string) => `Open — close the action of ${action}`,
    actionsOf: (caseNo: string) => `Actions of case ${caseNo}`,
    editing: (date: string) => `Editing the action of ${date}`,
    date: 'Date',
    reminderDays: 'Reminder Days',
    actionItem: 'Action Item',
    newIsOpen: 'A new action is Open',
    new: 'New',
    saving: 'Saving…',
    noActions: 'No record found',
    askClose: 'Are you sure you want to close this Action?',
    statuses: { Open: 'Open', Close: 'Close' },
  },
  // The action rules' messages (spec 2 §5, §8); the numbers are the schema's limits (a test holds them equal).
  rules: {
    client: 'Please select client',
    caseNo: 'Please select case no',
    date: 'Enter next date',
    notAfterRegister: 'Next action date cannot be same or less than register Date',
    beforeToday: "Next action date cannot be less than today's date",
    reminderDays: 'Enter reminder days',
    actionItem: 'Enter action item',
    reminderDaysDigits: 'Reminder days must be digits',
    reminderDaysTooLong: 'Reminder days can have at most 2 digits',
    actionItemTooLong: 'Action item can have at most 200 characters',
    status: 'Select status',
  },
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./action-texts.hi'), mr: () => import('./action-texts.mr') })
