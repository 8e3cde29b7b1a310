import type { components } from '@/api/schema.gen'
import { displayDate } from '@/lib/dates'
import { inputToWire } from '@/lib/date-input'
import { upperCased } from '@/lib/payload'
import type { CaseForm } from './case-schema'

type Fields = components['schemas']['CaseFields']
type Registration = components['schemas']['CaseRegistrationRequest']
type Update = components['schemas']['CaseUpdateRequest']
type CaseRecord = components['schemas']['CaseRecord']

/** Optional fields are left out rather than sent empty (the contract's rule for CaseFields). */
const given = <T extends Record<string, unknown>>(values: T) => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '' && v !== undefined)) as Partial<T>
const wire = (text: string) => (text.trim() ? inputToWire(text) : '')

/** Spec 2 §3: the case fields as the provider takes them, text upper-cased, dates as YYYY-MM-DD. */
export function caseFields(form: CaseForm, encryptedAdvocateCode: string): Fields {
  const texts = upperCased({
    clientCaseNo: form.clientCaseNo,
    caseTitle: form.caseTitle,
    underSection: form.underSection,
    caseRecordNo: form.caseRecordNo,
    caseFilingYear: form.caseFilingYear,
    firNo: form.firNo,
    firYear: form.firYear,
    policeStation: form.policeStation,
    courtNo: form.courtNo,
    judgeName: form.judgeName,
    filingNo: form.filingNo,
    fileNo: form.fileNo,
    roomNo: form.roomNo,
    almirah: form.almirah,
    rack: form.rack,
    fileDescription: form.fileDescription,
    attendantAdvocateName: form.attendantAdvocateName,
    oppAdvName: form.oppAdvName,
    oppAdvMob: form.oppAdvMob,
    petitionerName: form.petitionerName,
    respondentName: form.respondentName,
    petitionerAdvocate: form.petitionerAdvocate,
    respondentAdvocate: form.respondentAdvocate,
  })
  return {
    ...given(texts),
    ...given({ firDate: wire(form.firDate), filingDate: wire(form.filingDate) }),
    encryptedAdvocateCode,
    clientCaseNo: texts.clientCaseNo,
    caseTitle: texts.caseTitle,
    caseCode: form.caseCode,
    caseNature: form.caseNature as Fields['caseNature'],
    countryCode: form.countryCode,
    stateCode: form.stateCode,
    courtCode: form.courtCode,
    caseRegisterDate: inputToWire(form.caseRegisterDate),
    nextHearingDate: inputToWire(form.nextHearingDate),
    purpose: form.purpose as Fields['purpose'],
    party: form.party as Fields['party'],
    caseStatus: (form.caseStatus || 'ONGOING') as Fields['caseStatus'],
    consultingFees: Number(form.consultingFees.trim() || '0'),
  }
}

/** Case create (spec 2 §3): an existing client by code, or the offender's or defender's new client nested. */
export function registration(form: CaseForm, encryptedAdvocateCode: string, addUser: string): Registration {
  const fields = caseFields(form, encryptedAdvocateCode)
  if (form.mode === 'existingClient' || form.mode === '') return { ...fields, IsClientExist: true, clientCode: form.clientCode }
  return {
    ...fields,
    IsClientExist: false,
    Client: {
      EncryptedAdvocateCode: encryptedAdvocateCode,
      ClientName: form.newName.trim().toUpperCase(),
      CountryCode: form.newCountryCode,
      StateCode: form.newStateCode,
      // An e-mail address is never upper-cased.
      EmailId: form.newEmailId.trim(),
      MobileNo: form.newMobileNo.trim(),
      AddUser: addUser,
    },
  }
}

/** Case update (spec 2 §3): the case fields with its id, filing year, diary number and modifier, not the client part. */
export function update(form: CaseForm, id: string, encryptedAdvocateCode: string, modifyUser: string): Update {
  const { caseFilingYear, ...fields } = caseFields(form, encryptedAdvocateCode)
  return { ...fields, clientCode: form.clientCode, EncryptedCaseId: id, ...(caseFilingYear ? { CaseFilingYear: caseFilingYear } : {}), ModifyUser: modifyUser }
}

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value))

/** A registered case in the form: it belongs to its client from now on; its stored status decides read-only. */
export function toForm(c: CaseRecord, empty: CaseForm): CaseForm {
  const status = text(c.caseStatus) || 'ONGOING'
  return {
    ...empty,
    mode: 'existingClient',
    clientCode: c.clientCode,
    caseRecordNo: text(c.caseRecordNo ?? c.cRNo),
    caseFilingYear: text(c.caseFilingYear),
    clientCaseNo: c.clientCaseNo,
    caseTitle: text(c.caseTitle),
    caseCode: text(c.caseCode),
    caseNature: text(c.caseNature) || empty.caseNature,
    underSection: text(c.underSection),
    firNo: text(c.firNo),
    firDate: displayDate(c.firDate),
    firYear: text(c.firYear),
    policeStation: text(c.policeStation),
    countryCode: text(c.countryCode),
    stateCode: text(c.stateCode),
    courtCode: text(c.courtCode),
    courtNo: text(c.courtNo),
    judgeName: text(c.judgeName),
    caseRegisterDate: displayDate(c.caseRegisterDate),
    filingNo: text(c.filingNo),
    filingDate: displayDate(c.filingDate),
    nextHearingDate: displayDate(c.nextHearingDate),
    fileNo: text(c.fileNo),
    roomNo: text(c.roomNo),
    almirah: text(c.almirah),
    rack: text(c.rack),
    fileDescription: text(c.fileDescription),
    purpose: text(c.purpose),
    party: text(c.party),
    caseStatus: status,
    attendantAdvocateName: text(c.attendantAdvocateName),
    oppAdvName: text(c.oppAdvName),
    oppAdvMob: text(c.oppAdvMob),
    consultingFees: Number(c.consultingFees ?? 0).toFixed(2),
    petitionerName: text(c.petitionerName),
    respondentName: text(c.respondentName),
    petitionerAdvocate: text(c.petitionerAdvocate),
    respondentAdvocate: text(c.respondentAdvocate),
    storedStatus: status,
  }
}
