import { defineTexts } from '@/i18n/texts'

/**
 * The client and case records' rule messages in the specification's English (the rules give them; field errors show
 * them through `translate`), and the CNR lookup's hints; texts.hi.ts and texts.mr.ts give them in Hindi and Marathi.
 */
export const TEXTS = {
  client: {
    name: 'Enter client name',
    contactPerson: 'Enter contact person',
    country: 'Select country',
    state: 'Select state',
    email: 'Enter email address',
    mobile: 'Enter mobile no',
    clientType: 'Select client type',
    gender: 'Select gender',
    emailTaken: (name: string) => `Email already associated with another client ${name}`,
    emailContinue: 'Do you want to continue?',
    listFailed: 'Error fetching client list',
    // The number is the schema's LANDLINE_MAX (a test holds them equal).
    landLine: 'Land line no can have at most 24 digits',
  },
  case: {
    selectClient: 'Select Client',
    caseType: 'Select case type',
    caseNo: 'Please enter case no',
    court: 'Select court name',
    registerDate: 'Select register date',
    nextDate: 'Select next hearing date',
    caseTitle: 'Please enter case title',
    purpose: 'Select purpose',
    party: 'Select client',
    nextAfterRegister: 'Next hearing date cannot be same or less than register Date',
    filingInFuture: 'Filing date cannot be a future date',
    year: 'Year should have 4 digits',
    fees: 'Consulting fees can have digits and one decimal point',
    // moneyMessages('Consulting fees'), written out: the CNR lists import this catalog without the money rules.
    feesDecimals: 'Consulting fees can have at most 2 decimal places',
    feesMax: 'Consulting fees can be at most 99,99,99,999.99',
    offenderName: 'Enter offender name',
    defenderName: 'Enter defender name',
    askDelete: 'Are you sure, you want to delete this client case detail?',
    readOnly: 'This case was disposed of: it is shown read-only.',
    noUpdateRight: 'Your account may register cases but not change a registered case.',
    listFailed: 'Error fetching client',
  },
  // The length rules' messages the forms can show (a typed field stops at its limit; upper-casing can pass it), as
  // tooLong builds them from the schemas' limits (a test holds them equal).
  tooLong: {
    clientName: 'Client name can have at most 50 characters',
    contactPerson: 'Contact person can have at most 50 characters',
    occupation: 'Occupation can have at most 50 characters',
    caseNo: 'Case no can have at most 30 characters',
    caseTitle: 'Case title can have at most 255 characters',
    newName: 'Name can have at most 100 characters',
  },
  modes: { offender: 'Client is Offender', defender: 'Client is Defender', existingClient: 'Existing Client' },
  cnr: {
    length: 'Case number record should have 16 long',
    pattern: 'CNR must start with 4 letters followed by 12 digits',
    empty: 'Please enter case number record',
    notFound: 'Data not found!',
  },
  hints: {
    says: (text: string, what: string) => `The record says '${text}'; choose the ${what}`,
    passed: (date: string) => `The record's last listed date, ${date}, has passed; enter the next hearing date`,
    what: { state: 'state', court: 'court', caseType: 'case type', purpose: 'purpose' },
  },
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./texts.hi'), mr: () => import('./texts.mr') })
