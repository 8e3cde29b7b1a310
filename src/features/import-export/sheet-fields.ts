import type { CaseForm } from '@/records/case-schema'
import type { ClientForm } from '@/records/client-schema'
import { TEXTS } from './texts'

/** What a column of a spreadsheet can fill: a client's field, a case's, or a name found among the masters. */
export type FieldId =
  | `client.${Exclude<keyof ClientForm, 'countryCode' | 'stateCode' | 'sendSMS' | 'sendMail' | 'sendWhatsapp' | 'preferredLanguage'>}`
  | `case.${Exclude<keyof CaseForm, 'mode' | 'clientCode' | 'newName' | 'newCountryCode' | 'newStateCode' | 'newMobileNo' | 'newEmailId' | 'storedStatus' | 'countryCode' | 'stateCode' | 'courtCode' | 'caseCode'>}`
  | 'state'
  | 'court'
  | 'caseType'

export interface SheetField {
  id: FieldId
  /** The label the user sees, as the client and case forms write it. */
  label: string
  /** Headers it is guessed from, in English, Hindi and Marathi, compared without case, spaces or punctuation. */
  guesses: string[]
  date?: true
}

const FIELD_LABELS = TEXTS.sheet.fields

/** The fields an import can fill, the client's first. One declaration for the mapping, the guess and the report. */
export const SHEET_FIELDS: readonly SheetField[] = [
  { id: 'client.clientName', label: FIELD_LABELS['client.clientName'], guesses: ['client name', 'client', 'name', 'party name', 'पक्षकार', 'पक्षकार का नाम', 'क्लाइंट', 'मुवक्किल', 'नाम', 'अशिल', 'अशिलाचे नाव', 'पक्षकाराचे नाव', 'नाव'] },
  { id: 'client.mobileNo', label: FIELD_LABELS['client.mobileNo'], guesses: ['mobile', 'mobile no', 'mobile number', 'phone', 'contact no', 'मोबाइल', 'मोबाइल नंबर', 'मोबाईल', 'मोबाईल क्रमांक', 'फोन'] },
  { id: 'client.emailId', label: FIELD_LABELS['client.emailId'], guesses: ['email', 'e-mail', 'email id', 'mail', 'ईमेल', 'ई-मेल'] },
  { id: 'client.contactPerson', label: FIELD_LABELS['client.contactPerson'], guesses: ['contact person', 'संपर्क व्यक्ति', 'संपर्क व्यक्ती'] },
  { id: 'client.clientType', label: FIELD_LABELS['client.clientType'], guesses: ['client type', 'type of client'] },
  { id: 'client.gender', label: FIELD_LABELS['client.gender'], guesses: ['gender', 'sex', 'लिंग'] },
  { id: 'client.clientAddress1', label: FIELD_LABELS['client.clientAddress1'], guesses: ['address', 'address 1', 'address line 1', 'पता', 'पत्ता'] },
  { id: 'client.clientAddress2', label: FIELD_LABELS['client.clientAddress2'], guesses: ['address 2', 'address line 2'] },
  { id: 'client.clientAddress3', label: FIELD_LABELS['client.clientAddress3'], guesses: ['address 3', 'address line 3', 'city', 'शहर'] },
  { id: 'client.pinCode', label: FIELD_LABELS['client.pinCode'], guesses: ['pin', 'pin code', 'pincode', 'पिन', 'पिन कोड'] },
  { id: 'client.occupation', label: FIELD_LABELS['client.occupation'], guesses: ['occupation', 'व्यवसाय'] },
  { id: 'client.landLineNo', label: FIELD_LABELS['client.landLineNo'], guesses: ['landline', 'land line', 'land line no'] },
  { id: 'state', label: FIELD_LABELS['state'], guesses: ['state', 'राज्य'] },
  { id: 'case.clientCaseNo', label: FIELD_LABELS['case.clientCaseNo'], guesses: ['case no', 'case number', 'case', 'matter no', 'केस नंबर', 'मामला संख्या', 'वाद संख्या', 'प्रकरण क्रमांक', 'दावा क्रमांक', 'केस क्रमांक'] },
  { id: 'case.caseTitle', label: FIELD_LABELS['case.caseTitle'], guesses: ['case title', 'title', 'parties', 'cause title', 'मामले का शीर्षक', 'शीर्षक', 'प्रकरणाचे नाव'] },
  { id: 'caseType', label: FIELD_LABELS['caseType'], guesses: ['case type', 'type', 'मामले का प्रकार', 'प्रकरणाचा प्रकार'] },
  { id: 'court', label: FIELD_LABELS['court'], guesses: ['court', 'court name', 'न्यायालय', 'कोर्ट', 'अदालत'] },
  { id: 'case.courtNo', label: FIELD_LABELS['case.courtNo'], guesses: ['court no', 'court room', 'room', 'कक्ष', 'कोर्ट नंबर'] },
  { id: 'case.judgeName', label: FIELD_LABELS['case.judgeName'], guesses: ['judge', 'judge name', 'न्यायाधीश'] },
  { id: 'case.caseRecordNo', label: FIELD_LABELS['case.caseRecordNo'], guesses: ['cnr', 'cnr no', 'cnr number', 'case record no'] },
  { id: 'case.caseRegisterDate', label: FIELD_LABELS['case.caseRegisterDate'], guesses: ['register date', 'registration date', 'date of registration', 'पंजीकरण तिथि', 'नोंदणी दिनांक'], date: true },
  { id: 'case.nextHearingDate', label: FIELD_LABELS['case.nextHearingDate'], guesses: ['next date', 'next hearing date', 'next hearing', 'date', 'अगली तारीख', 'अगली पेशी', 'पेशी', 'तारीख', 'पुढील तारीख', 'पुढची तारीख'], date: true },
  { id: 'case.filingNo', label: FIELD_LABELS['case.filingNo'], guesses: ['filing no', 'filing number'] },
  { id: 'case.filingDate', label: FIELD_LABELS['case.filingDate'], guesses: ['filing date', 'date of filing', 'दाखिल तिथि', 'दाखल दिनांक'], date: true },
  { id: 'case.purpose', label: FIELD_LABELS['case.purpose'], guesses: ['purpose', 'stage', 'प्रयोजन', 'उद्देश', 'कारण'] },
  { id: 'case.party', label: FIELD_LABELS['case.party'], guesses: ['party', 'client is', 'पक्ष'] },
  { id: 'case.caseStatus', label: FIELD_LABELS['case.caseStatus'], guesses: ['status', 'case status', 'स्थिति', 'स्थिती'] },
  { id: 'case.caseNature', label: FIELD_LABELS['case.caseNature'], guesses: ['nature', 'case nature', 'प्रकृति', 'स्वरूप'] },
  { id: 'case.underSection', label: FIELD_LABELS['case.underSection'], guesses: ['section', 'under section', 'धारा', 'कलम'] },
  { id: 'case.firNo', label: FIELD_LABELS['case.firNo'], guesses: ['fir', 'fir no'] },
  { id: 'case.policeStation', label: FIELD_LABELS['case.policeStation'], guesses: ['police station', 'ps', 'थाना', 'पोलीस स्टेशन'] },
  { id: 'case.fileNo', label: FIELD_LABELS['case.fileNo'], guesses: ['file no', 'file number', 'फाइल नंबर', 'फाईल क्रमांक'] },
  { id: 'case.roomNo', label: FIELD_LABELS['case.roomNo'], guesses: ['room no', 'file room', 'कमरा', 'खोली'] },
  { id: 'case.almirah', label: FIELD_LABELS['case.almirah'], guesses: ['almirah', 'almira', 'अलमारी', 'कपाट'] },
  { id: 'case.rack', label: FIELD_LABELS['case.rack'], guesses: ['rack', 'shelf', 'रैक', 'रॅक'] },
  { id: 'case.fileDescription', label: FIELD_LABELS['case.fileDescription'], guesses: ['file description', 'remarks', 'note', 'टिप्पणी', 'शेरा'] },
  { id: 'case.petitionerName', label: FIELD_LABELS['case.petitionerName'], guesses: ['petitioner', 'petitioner name', 'plaintiff', 'याचिकाकर्ता', 'वादी', 'अर्जदार'] },
  { id: 'case.respondentName', label: FIELD_LABELS['case.respondentName'], guesses: ['respondent', 'respondent name', 'defendant', 'प्रतिवादी', 'गैरअर्जदार'] },
  { id: 'case.petitionerAdvocate', label: FIELD_LABELS['case.petitionerAdvocate'], guesses: ['petitioner advocate'] },
  { id: 'case.respondentAdvocate', label: FIELD_LABELS['case.respondentAdvocate'], guesses: ['respondent advocate'] },
  { id: 'case.oppAdvName', label: FIELD_LABELS['case.oppAdvName'], guesses: ['opposite advocate', 'opp advocate', 'विपक्षी वकील', 'विरुद्ध वकील'] },
  { id: 'case.oppAdvMob', label: FIELD_LABELS['case.oppAdvMob'], guesses: ['opposite advocate mobile', 'opp adv mobile'] },
  { id: 'case.attendantAdvocateName', label: FIELD_LABELS['case.attendantAdvocateName'], guesses: ['attendant advocate', 'advocate', 'वकील'] },
  { id: 'case.consultingFees', label: FIELD_LABELS['case.consultingFees'], guesses: ['fees', 'consulting fees', 'fee', 'शुल्क', 'फीस', 'फी'] },
]

export const FIELD_BY_ID = new Map(SHEET_FIELDS.map((f) => [f.id, f]))

/** A header as compared: no case, no spaces, dots, dashes or other punctuation (Devanagari letters and signs kept). */
const plain = (text: string) => text.normalize('NFC').toLowerCase().replace(/[^\p{L}\p{M}\p{N}]+/gu, '')

/**
 * A field for each column, guessed from its header: an exact match of a known header first, for every column,
 * then, for the columns still open, a known header the column's header starts with. A field is given to one
 * column only; a column nothing matches is not imported.
 */
export function guessMapping(headers: readonly string[]): (FieldId | null)[] {
  const keys = headers.map((h) => plain(String(h)))
  const taken = new Set<FieldId>()
  const result: (FieldId | null)[] = headers.map(() => null)
  const pass = (fits: (header: string, guess: string) => boolean) =>
    keys.forEach((header, i) => {
      if (result[i] || !header) return
      const field = SHEET_FIELDS.find((f) => !taken.has(f.id) && f.guesses.some((g) => fits(header, plain(g))))
      if (!field) return
      result[i] = field.id
      taken.add(field.id)
    })
  pass((header, guess) => header === guess)
  pass((header, guess) => guess.length >= 4 && header.startsWith(guess))
  return result
}
