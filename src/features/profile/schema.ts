import * as z from 'zod/mini'
import type { components } from '@/api/schema.gen'
import { NO_PICTURE_CHANGE, type PictureValue } from '@/components/form/picture-field'
import { emailText, mobileText } from '@/lib/contact-schema'
import { displayDate } from '@/lib/dates'
import { upperCased } from '@/lib/payload'
import { chosen, storedText, tooLong } from '@/lib/text-schema'
import { MAX } from './limits'
import { TEXTS } from './texts'

type Detail = components['schemas']['AdvocateDetail']
export type ProfileSave = components['schemas']['AdvocateProfileUpdateForm']

/** Spec 3 §5 (Profile) and §8, from the catalog (English; shown translated through `translate`). */
export const MESSAGES = TEXTS.rules
export { MAX } from './limits'
/** Spec 3 §9: the page reloads this long after a successful save. */
export const RELOAD_MS = 500

const WEBSITE = /^(https?:\/\/|www\.)\S+$/i

/**
 * E-mail address and mobile number, each in a form of its own beside its Verify button: they change only
 * through Verify (spec 3 §2.11), so editing them never makes the profile's Save do anything.
 */
export const contactSchemas = {
  email: z.object({ email: emailText(MESSAGES.email, MAX.email) }),
  mobileNo: z.object({ mobileNo: mobileText(MESSAGES.mobile) }),
}

/** What the form holds; name, address, country, state, login id, users and dates are shown read-only. */
export const profileSchema = z.object({
  advocateName: z.string(),
  advocateAddress1: z.string(),
  advocateAddress2: z.string(),
  advocateAddress3: z.string(),
  countryCode: chosen(MESSAGES.country),
  stateCode: chosen(MESSAGES.state),
  loginUserID: z.string(),
  startDate: z.string(),
  expiryDate: z.string(),
  noOfUsers: z.number(),
  chamberNo: storedText('Chamber no', MAX.chamberNo, MESSAGES.chamberNo),
  practiceSince: z.string().check(
    z.trim(),
    z.refine((v) => v === '' || /^\d{4}$/.test(v), MESSAGES.sinceYear),
    z.refine((v) => !/^\d{4}$/.test(v) || Number(v) <= new Date().getFullYear(), MESSAGES.sinceFuture),
  ),
  contactPerson: storedText('Contact person', MAX.contactPerson),
  needSEO: z.enum(['Y', 'N']),
  landlineNo: z.string().check(z.trim(), z.regex(/^\d*$/, MESSAGES.landlineDigits), z.maxLength(MAX.landline, tooLong('Landline no', MAX.landline))),
  // An empty website is allowed: saving it empty removes it (decided for the profile).
  advocatePortalUrl: z.string().check(z.trim(), z.refine((v) => v === '' || WEBSITE.test(v), MESSAGES.website), z.maxLength(MAX.website, tooLong('Website', MAX.website))),
  clientProfile: storedText('About', MAX.about),
  gstNo: storedText('GST no', MAX.gst),
  picture: z.custom<PictureValue>(),
})
export type ProfileForm = z.infer<typeof profileSchema>

export const EMPTY: ProfileForm = {
  advocateName: '',
  advocateAddress1: '',
  advocateAddress2: '',
  advocateAddress3: '',
  countryCode: '',
  stateCode: '',
  loginUserID: '',
  startDate: '',
  expiryDate: '',
  noOfUsers: 1,
  chamberNo: '',
  practiceSince: '',
  contactPerson: '',
  needSEO: 'N',
  landlineNo: '',
  advocatePortalUrl: '',
  clientProfile: '',
  gstNo: '',
  picture: NO_PICTURE_CHANGE,
}

export const toForm = (d: Detail): ProfileForm => ({
  advocateName: d.advocateName,
  advocateAddress1: d.advocateAddress1 ?? '',
  advocateAddress2: d.advocateAddress2 ?? '',
  advocateAddress3: d.advocateAddress3 ?? '',
  countryCode: d.countryCode ?? '',
  stateCode: d.stateCode ?? '',
  loginUserID: d.loginUserID ?? '',
  startDate: displayDate(d.startDate),
  expiryDate: displayDate(d.expiryDate),
  noOfUsers: d.noOfUsers ?? 1,
  chamberNo: d.chamberNo ?? '',
  practiceSince: d.practiceSince ?? '',
  contactPerson: d.contactPerson ?? '',
  needSEO: d.needSEO === 'Y' ? 'Y' : 'N',
  landlineNo: d.landlineNo ?? '',
  advocatePortalUrl: d.advocatePortalUrl ?? '',
  clientProfile: d.clientProfile ?? '',
  gstNo: d.gstNo ?? '',
  picture: NO_PICTURE_CHANGE,
})

/**
 * The profile's save (spec 3 §7.2). E-mail and mobile number are not in it: they change only through
 * Verify. The read-only fields go as loaded; text is upper-cased but for the website and the picture.
 */
export function toPayload(values: ProfileForm, code: string, modifyUser: string): ProfileSave {
  const v = upperCased(values, ['advocatePortalUrl', 'needSEO'])
  return {
    IsProfile: true,
    EncryptedAdvocateCode: code,
    AdvocateName: v.advocateName,
    AdvocateAddress1: v.advocateAddress1,
    AdvocateAddress2: v.advocateAddress2,
    AdvocateAddress3: v.advocateAddress3,
    GSTNo: v.gstNo,
    CountryCode: v.countryCode,
    StateCode: v.stateCode,
    NoOfUsers: v.noOfUsers,
    ChamberNo: v.chamberNo,
    landlineNo: v.landlineNo,
    NeedSEO: v.needSEO,
    ClientProfile: v.clientProfile,
    ContactPerson: v.contactPerson,
    ...(v.practiceSince ? { PracticingSince: v.practiceSince } : {}),
    ...(values.picture.file ? { AdvocatePictureFile: values.picture.file as unknown as string } : {}),
    IsDeleteAdvocatePicFile: values.picture.removed,
    AdvocatePortalURl: v.advocatePortalUrl.trim(),
    modifyUser,
  }
}
