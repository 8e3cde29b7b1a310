import type { Advocate } from '../db'
import { fail } from '../http'
import { sameText } from '../kit'
import { db } from '../provider'

/**
 * What the two shapes of update-advocate-detail change. The contract has checked types and lengths;
 * these are the rules it cannot say. A field left out of the form is left as it is.
 */
export type Changes = Partial<Omit<Advocate, 'advocateCode' | 'startDate' | 'expiryDate' | 'advocatePicFileURL'>>

export const SINCE_FUTURE = 'Since date should be less than or equal to the current year'
export const READ_ONLY = (field: string) => `${field}: the profile cannot change it; it is read-only there.`
export const STATE_NOT_OF_COUNTRY = 'stateCode: the state is not a state of the chosen country.'

const text = (form: FormData, field: string) => {
  const value = form.get(field)
  return typeof value === 'string' ? value.trim() : undefined
}

function requireYear(year: string | undefined) {
  if (year && Number(year) > new Date().getFullYear()) throw fail(400, SINCE_FUTURE)
}

/** Only defined values: a field left out changes nothing. */
const given = (changes: Record<string, unknown>) => Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as Changes

/**
 * The profile (IsProfile=true): name, address lines, country, state and number of users are shown read-only
 * and sent as loaded; a different value is refused rather than ignored. E-mail and mobile number are not
 * part of it (they change through verification). An empty website removes it.
 */
export function profileChanges(form: FormData, advocate: Advocate): Changes {
  const fixed: [string, string | number][] = [
    ['AdvocateName', advocate.advocateName],
    ['AdvocateAddress1', advocate.advocateAddress1],
    ['AdvocateAddress2', advocate.advocateAddress2],
    ['AdvocateAddress3', advocate.advocateAddress3],
    ['CountryCode', advocate.countryCode],
    ['StateCode', advocate.stateCode],
    ['NoOfUsers', advocate.noOfUsers],
  ]
  for (const [field, stored] of fixed) {
    const sent = text(form, field)
    if (sent !== undefined && !sameText(sent, String(stored))) throw fail(400, READ_ONLY(field))
  }
  const practiceSince = text(form, 'PracticingSince')
  requireYear(practiceSince)
  return given({
    chamberNo: text(form, 'ChamberNo'),
    practiceSince,
    contactPerson: text(form, 'ContactPerson'),
    needSEO: text(form, 'NeedSEO') as Advocate['needSEO'] | undefined,
    landlineNo: text(form, 'landlineNo'),
    clientProfile: text(form, 'ClientProfile'),
    gstNo: text(form, 'GSTNo'),
    advocatePortalUrl: text(form, 'AdvocatePortalURl'),
  })
}

/** The Advocate module (IsProfile=false): every field of the advocate but its licence dates, which follow its licences. */
export function moduleChanges(form: FormData): Changes {
  const practiceSince = text(form, 'practiceSince')
  requireYear(practiceSince)
  const countryCode = text(form, 'countryCode')!
  const stateCode = text(form, 'stateCode')!
  if (!db().states.some((s) => s.stateCode === stateCode && s.countryCode === countryCode)) throw fail(400, STATE_NOT_OF_COUNTRY)
  const noOfUsers = text(form, 'noOfUsers')
  return given({
    advocateName: text(form, 'advocateName'),
    chamberNo: text(form, 'chamberNo'),
    practiceSince,
    contactPerson: text(form, 'contactPerson'),
    needSEO: text(form, 'needSEO') as Advocate['needSEO'] | undefined,
    countryCode,
    stateCode,
    email: text(form, 'email')?.toLowerCase(),
    mobileNo: text(form, 'mobileNo'),
    landlineNo: text(form, 'landlineNo'),
    advocateAddress1: text(form, 'advocateAddress1'),
    advocateAddress2: text(form, 'advocateAddress2'),
    advocateAddress3: text(form, 'advocateAddress3'),
    clientProfile: text(form, 'clientProfile'),
    noOfUsers: noOfUsers === undefined ? undefined : Number(noOfUsers),
    gstNo: text(form, 'gstNo'),
  })
}
