import { defineTexts } from '@/i18n/texts'

/** The case registration screen's words in English (the spec's); texts.hi.ts and texts.mr.ts give them in Hindi and Marathi. */
export const TEXTS = {
  title: 'Case Registration',
  listTab: 'Case List',
  detailTab: 'New Case',
  columns: {
    clientCode: 'Client Code',
    stateName: 'State Name',
    totalCases: 'Total No. Of Case',
    cnr: 'CNR',
    caseTitle: 'Case Title',
    attendantAdvocate: 'Attendant Advocate',
    caseStatus: 'Case Status',
    deleteCase: (caseNo: string) => `Delete case ${caseNo}`,
  },
  sections: {
    client: 'Client',
    cnr: 'CNR / Diary',
    details: 'Case Details',
    court: 'Court and Hearing',
    parties: 'Parties',
    police: 'Police',
    file: 'File Placement and Fees',
  },
  party: {
    theClientIs: 'The client is',
    offender: { name: 'Offender Name', country: 'Offender Country', state: 'Offender State', mobile: 'Offender Mobile No', email: 'Offender Email' },
    defender: { name: 'Defender Name', country: 'Defender Country', state: 'Defender State', mobile: 'Defender Mobile No', email: 'Defender Email' },
  },
  cnr: {
    cnrNo: 'CNR No.',
    year: 'Year',
    example: 'e.g. MHMM170047912021',
    lookingUp: 'Looking up…',
    getDetails: 'Get Case Details',
  },
  fields: {
    caseTitle: 'Case Title',
    caseNature: 'Case Nature',
    clientParty: 'Client Party',
    caseStatus: 'Case Status',
    underSection: 'Under Section',
    filingNo: 'Filing No',
    filingDate: 'Filing Date',
    caseType: 'Case Type',
    judgeName: 'Judge Name',
    registerDate: 'Register Date',
    attendantAdvocate: 'Attendant Advocate',
    oppositeMobile: 'Opposite Advocate Mobile',
    petitionerName: 'Petitioner Name',
    petitionerAdvocate: 'Petitioner Advocate',
    respondentName: 'Respondent Name',
    respondentAdvocate: 'Respondent Advocate',
    policeStation: 'Police Station',
    firNo: 'FIR No',
    firDate: 'FIR Date',
    firYear: 'FIR Year',
    consultingFees: 'Consulting Fees',
  },
  actions: { details: 'Action Details', saveFirst: 'Save the case first to add its actions.' },
  selectClient: {
    title: 'Select Client',
    question: 'Which party of this case is your client?',
    petitioner: 'Petitioner',
    respondent: 'Respondent',
  },
  // The provider's answers, toasted through `translate`.
  provider: {
    added: 'Advocate client case details added successfully!',
    updated: 'Advocate client case details updated successfully!',
    deleted: 'Advocate client case detail deleted successfully!',
    hasPayments: 'The case has client payments; delete them first.',
    disposed: 'A disposed case cannot be changed.',
  },
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./texts.hi'), mr: () => import('./texts.mr') })
