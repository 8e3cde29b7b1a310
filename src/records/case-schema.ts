import * as z from 'zod/mini'
import { emailText, mobileText } from '@/lib/contact-schema'
import { dateText } from '@/lib/date-schema'
import { todayWire, toWire } from '@/lib/dates'
import { parseDateInput } from '@/lib/date-input'
import { formRule } from '@/lib/form-rule'
import { moneyChecks } from '@/lib/money-schema'
import { chosen, storedText, tooLong } from '@/lib/text-schema'
import { TEXTS } from './texts'

export const CNR_LENGTH = 16
export const CNR_PATTERN = /^[A-Za-z]{4}\d{12}$/
export const NATURES = ['CRIMINAL', 'CIVIL', 'COMPANY MATTER', 'CONSUMER COMPLAINT', 'REVENUE', 'SERVICE', 'ARBITRATION', 'TAXATION'] as const
export const PURPOSES = ['Admission', 'Appearance', 'Argument', 'Charge/Issue', 'Evidence', 'Misc', 'Rejoinder', 'Reply'] as const
export const PARTIES = ['Accused', 'Offender', 'Defender', 'Petitioner', 'Plaintiff', 'Respondents'] as const
export const STATUSES = ['ONGOING', 'WON', 'LOST', 'CLOSED', 'DISPOSED'] as const
/** Spec 2 §4: who the client is in this case. */
export const MODES = TEXTS.modes
export type Mode = keyof typeof MODES | ''

/** Spec 2 §5 lengths. */
export const MAX = {
  clientCaseNo: 30, caseTitle: 255, underSection: 30, firNo: 30, policeStation: 30, courtNo: 10, judgeName: 50, fileNo: 20, roomNo: 5,
  almirah: 5, rack: 50, filingNo: 30, oppAdvName: 50, oppAdvMob: 10, attendantAdvocateName: 50, newName: 100, fileDescription: 50, partyName: 255, year: 4,
} as const

/** The spec's messages, from the catalog (one copy) so that they show translated. */
export const MESSAGES = {
  ...TEXTS.case,
  country: TEXTS.client.country,
  state: TEXTS.client.state,
  mobile: TEXTS.client.mobile,
  email: TEXTS.client.email,
  cnrLength: TEXTS.cnr.length,
  cnrPattern: TEXTS.cnr.pattern,
  cnrEmpty: TEXTS.cnr.empty,
  cnrNotFound: TEXTS.cnr.notFound,
} as const

/** The CNR as typed: optional; else 16 characters, 4 letters then 12 digits (spec 2 §5), one message at a time. */
export const cnrText = z.string().check(
  z.trim(),
  z.refine((v) => v === '' || v.length === CNR_LENGTH, MESSAGES.cnrLength),
  z.refine((v) => v.length !== CNR_LENGTH || CNR_PATTERN.test(v), MESSAGES.cnrPattern),
)

const optionalDate = dateText()
const text = storedText

export const caseSchema = z
  .object({
    mode: z.string(),
    clientCode: z.string(),
    newName: z.string(),
    newCountryCode: z.string(),
    newStateCode: z.string(),
    newMobileNo: z.string(),
    newEmailId: z.string(),
    caseRecordNo: cnrText,
    caseFilingYear: z.string().check(z.refine((v) => v === '' || /^\d{4}$/.test(v), MESSAGES.year)),
    clientCaseNo: text('Case no', MAX.clientCaseNo, MESSAGES.caseNo),
    caseTitle: text('Case title', MAX.caseTitle, MESSAGES.caseTitle),
    caseCode: chosen(MESSAGES.caseType),
    caseNature: z.string(),
    underSection: text('Under section', MAX.underSection),
    firNo: text('FIR no', MAX.firNo),
    firDate: optionalDate,
    firYear: z.string().check(z.refine((v) => v === '' || /^\d{4}$/.test(v), MESSAGES.year)),
    policeStation: text('Police station', MAX.policeStation),
    countryCode: chosen(MESSAGES.country),
    stateCode: chosen(MESSAGES.state),
    courtCode: chosen(MESSAGES.court),
    courtNo: text('Court no', MAX.courtNo),
    judgeName: text('Judge name', MAX.judgeName),
    caseRegisterDate: dateText(MESSAGES.registerDate),
    filingNo: text('Filing no', MAX.filingNo),
    // Spec 2 §5 gives two readings of the filing date: required, or optional. Optional here: eCourts
    // records of older and transferred cases often lack it, and the register date already anchors the
    // case; a filing date that is given must not be in the future.
    filingDate: optionalDate,
    nextHearingDate: dateText(MESSAGES.nextDate),
    fileNo: text('File no', MAX.fileNo),
    roomNo: text('Room no', MAX.roomNo),
    almirah: text('Almirah', MAX.almirah),
    rack: text('Rack', MAX.rack),
    fileDescription: text('File description', MAX.fileDescription),
    purpose: chosen(MESSAGES.purpose),
    party: chosen(MESSAGES.party),
    caseStatus: z.string(),
    attendantAdvocateName: text('Attendant advocate', MAX.attendantAdvocateName),
    oppAdvName: text('Opposite advocate', MAX.oppAdvName),
    oppAdvMob: mobileText(),
    consultingFees: z.string().check(z.refine((v) => /^\d*\.?\d*$/.test(v.trim()), MESSAGES.fees), ...moneyChecks('Consulting fees')),
    petitionerName: text('Petitioner name', MAX.partyName),
    respondentName: text('Respondent name', MAX.partyName),
    petitionerAdvocate: text('Petitioner advocate', MAX.partyName),
    respondentAdvocate: text('Respondent advocate', MAX.partyName),
    /** The status as last loaded or saved: DISPOSED makes the case read-only (spec 2 §4). */
    storedStatus: z.string(),
  })
  .check(
    formRule<CaseForm>((value, ctx) => {
      const issue = (path: keyof CaseForm, message: string) => ctx.addIssue({ code: 'custom', message, path: [path] })
      // Spec 2 §4, §5: an existing client must be chosen; a new offender's or defender's client needs its own fields.
      if (value.mode === 'existingClient' || value.mode === '') {
        if (!value.clientCode) issue('clientCode', MESSAGES.selectClient)
      } else {
        if (!value.newName.trim()) issue('newName', value.mode === 'offender' ? MESSAGES.offenderName : MESSAGES.defenderName)
        else if (value.newName.trim().toUpperCase().length > MAX.newName) issue('newName', tooLong('Name', MAX.newName))
        if (!value.newCountryCode) issue('newCountryCode', MESSAGES.country)
        if (!value.newStateCode) issue('newStateCode', MESSAGES.state)
        for (const [path, check] of [['newMobileNo', mobileText(MESSAGES.mobile)], ['newEmailId', emailText(MESSAGES.email)]] as const) {
          const result = check.safeParse(value[path])
          if (!result.success) issue(path, result.error.issues[0].message)
        }
      }
      const register = parseDateInput(value.caseRegisterDate)
      const next = parseDateInput(value.nextHearingDate)
      if (register && next && next <= register) issue('nextHearingDate', MESSAGES.nextAfterRegister)
      const filing = parseDateInput(value.filingDate)
      if (filing && toWire(filing) > todayWire()) issue('filingDate', MESSAGES.filingInFuture)
    }),
  )
export type CaseForm = z.infer<typeof caseSchema>

export const EMPTY: CaseForm = {
  mode: 'existingClient',
  clientCode: '',
  newName: '',
  newCountryCode: '',
  newStateCode: '',
  newMobileNo: '',
  newEmailId: '',
  caseRecordNo: '',
  caseFilingYear: '',
  clientCaseNo: '',
  caseTitle: '',
  caseCode: '',
  caseNature: 'CRIMINAL',
  underSection: '',
  firNo: '',
  firDate: '',
  firYear: '',
  policeStation: '',
  // India when none is chosen (spec 2 §9): its code is the provider's, found by the country lookup.
  countryCode: '',
  stateCode: '',
  courtCode: '',
  courtNo: '',
  judgeName: '',
  caseRegisterDate: '',
  filingNo: '',
  filingDate: '',
  nextHearingDate: '',
  fileNo: '',
  roomNo: '',
  almirah: '',
  rack: '',
  fileDescription: '',
  purpose: '',
  party: '',
  caseStatus: 'ONGOING',
  attendantAdvocateName: '',
  oppAdvName: '',
  oppAdvMob: '',
  consultingFees: '0.00',
  petitionerName: '',
  respondentName: '',
  petitionerAdvocate: '',
  respondentAdvocate: '',
  storedStatus: '',
}
