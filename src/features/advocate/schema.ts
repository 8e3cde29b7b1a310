import * as z from 'zod/mini'
import type { components } from '@/api/schema.gen'
import { NO_PICTURE_CHANGE, type PictureValue } from '@/components/form/picture-field'
import { emailText, mobileText } from '@/lib/contact-schema'
import { displayDate } from '@/lib/dates'
import { formRule } from '@/lib/form-rule'
import { chosen, storedText, tooLong } from '@/lib/text-schema'
import { TEXTS } from './texts'
import { transactionRowSchema, type TransactionRow } from './transaction-schema'

/** Spec 2 §5 (Advocate). */
/** noOfUsers: 4 characters, so that 1000 can be typed and the spec's limit message shown. */
export const MAX = { name: 60, chamberNo: 50, practiceSince: 4, contactPerson: 50, email: 100, mobile: 10, landline: 40, address: 200, clientProfile: 500, noOfUsers: 4, gstNo: 15 } as const

export const MESSAGES = TEXTS.messages

const digitsOnly = (what: string, max: number, message: string) => z.string().check(z.trim(), z.refine((v) => /^\d*$/.test(v), message), z.maxLength(max, tooLong(what, max)))

/** Not after this year (the year when the check runs). */
const practiceSince = z.string().check(
  z.trim(),
  z.refine((v) => v === '' || /^\d{4}$/.test(v), MESSAGES.practiceSinceDigits),
  z.refine((v) => !/^\d{4}$/.test(v) || Number(v) <= new Date().getFullYear(), MESSAGES.practiceSince),
)

/** 1 to 999: empty or 0 asks for a number, more than 999 says the limit. */
const noOfUsers = z.string().check(
  z.trim(),
  z.refine((v) => /^\d+$/.test(v) && Number(v) > 0, MESSAGES.noOfUsers),
  z.refine((v) => !/^\d+$/.test(v) || Number(v) <= 999, MESSAGES.noOfUsersMax),
)

export const dealingRowSchema = z.object({
  /** '' for a row not yet saved. */
  encryptedAdvocateDealingId: z.string(),
  litigationCode: z.string(),
  litigationName: z.string(),
  subLitigationCode: z.string(),
  litigationTypeDetailName: z.string(),
  /** Added or changed since the advocate was loaded: sent on save. */
  changed: z.boolean(),
})
export type DealingRow = z.infer<typeof dealingRowSchema>

export const advocateSchema = z.object({
  advocateName: storedText('Advocate name', MAX.name, MESSAGES.advocateName),
  chamberNo: storedText('Chamber no', MAX.chamberNo, MESSAGES.chamberNo),
  practiceSince,
  contactPerson: storedText('Contact person', MAX.contactPerson),
  needSEO: z.enum(['Y', 'N']),
  countryCode: chosen(MESSAGES.country),
  stateCode: chosen(MESSAGES.state),
  email: emailText(MESSAGES.email, MAX.email),
  mobileNo: mobileText(MESSAGES.mobile),
  landlineNo: digitsOnly('Landline no', MAX.landline, MESSAGES.landline),
  advocateAddress1: storedText('Address line 1', MAX.address),
  advocateAddress2: storedText('Address line 2', MAX.address),
  advocateAddress3: storedText('Address line 3', MAX.address),
  clientProfile: storedText('Client profile', MAX.clientProfile),
  noOfUsers,
  gstNo: storedText('GST no', MAX.gstNo),
  /** Read-only: the latest licence's dates (DD-MM-YYYY). */
  startDate: z.string(),
  expiryDate: z.string(),
  /** A newly chosen picture and whether the stored one goes; its rules ran when it was chosen. */
  picture: z.custom<PictureValue>((v) => typeof v === 'object' && v !== null),
  /** Where the stored picture is shown from ('' when there is none). */
  pictureUrl: z.string(),
  transactions: z.array(transactionRowSchema).check(z.minLength(1, MESSAGES.transactions)),
  // Spec 2 §5: said at the row's first empty field, so Save shows it where it is and the focus goes there.
  dealings: z.array(dealingRowSchema).check(
    formRule<DealingRow[]>((rows, ctx) =>
      rows.forEach((row, i) => {
        const empty = !row.litigationCode ? 'litigationCode' : !row.subLitigationCode ? 'subLitigationCode' : null
        if (empty) ctx.addIssue({ code: 'custom', path: [i, empty], message: MESSAGES.dealingFields, input: rows })
      }),
    ),
  ),
  /** Saved dealing rows deleted here, removed from the provider on save (spec 2 §4). */
  removedDealings: z.array(z.string()),
})
export type AdvocateForm = z.infer<typeof advocateSchema>

export const EMPTY: AdvocateForm = {
  advocateName: '',
  chamberNo: '',
  practiceSince: '',
  contactPerson: '',
  needSEO: 'N',
  countryCode: '',
  stateCode: '',
  email: '',
  mobileNo: '',
  landlineNo: '',
  advocateAddress1: '',
  advocateAddress2: '',
  advocateAddress3: '',
  clientProfile: '',
  noOfUsers: '1',
  gstNo: '',
  startDate: '',
  expiryDate: '',
  picture: NO_PICTURE_CHANGE,
  pictureUrl: '',
  transactions: [],
  dealings: [],
  removedDealings: [],
}

type Detail = components['schemas']['AdvocateDetail']
type DealingListRow = components['schemas']['AdvocateDealingRow']

/** The advocate's own fields as both calls send them (multipart text): names and addresses upper-cased, e-mail as typed. */
export function advocateFields(form: AdvocateForm) {
  const up = (v: string) => v.trim().toUpperCase()
  return {
    advocateName: up(form.advocateName),
    chamberNo: up(form.chamberNo),
    ...(form.practiceSince.trim() ? { practiceSince: form.practiceSince.trim() } : {}),
    contactPerson: up(form.contactPerson),
    needSEO: form.needSEO,
    countryCode: form.countryCode,
    stateCode: form.stateCode,
    email: form.email.trim(),
    mobileNo: form.mobileNo.trim(),
    landlineNo: form.landlineNo.trim(),
    advocateAddress1: up(form.advocateAddress1),
    advocateAddress2: up(form.advocateAddress2),
    advocateAddress3: up(form.advocateAddress3),
    clientProfile: up(form.clientProfile),
    noOfUsers: Number(form.noOfUsers),
    gstNo: up(form.gstNo),
  }
}

export const dealingFromList = (d: DealingListRow): DealingRow => ({
  encryptedAdvocateDealingId: d.encryptedAdvocateDealingId,
  litigationCode: d.litigationCode,
  litigationName: d.litigationName ?? d.litigationCode,
  subLitigationCode: d.subLitigationCode,
  litigationTypeDetailName: d.litigationTypeDetailName ?? d.subLitigationCode,
  changed: false,
})

/** The loaded advocate with its licences and dealings, as the form shows them. */
export const toForm = (d: Detail, transactions: TransactionRow[], dealings: DealingRow[]): AdvocateForm => ({
  advocateName: d.advocateName,
  chamberNo: d.chamberNo ?? '',
  practiceSince: d.practiceSince ?? '',
  contactPerson: d.contactPerson ?? '',
  needSEO: d.needSEO === 'Y' ? 'Y' : 'N',
  countryCode: d.countryCode ?? '',
  stateCode: d.stateCode ?? '',
  email: d.email ?? '',
  mobileNo: d.mobileNo ?? '',
  landlineNo: d.landlineNo ?? '',
  advocateAddress1: d.advocateAddress1 ?? '',
  advocateAddress2: d.advocateAddress2 ?? '',
  advocateAddress3: d.advocateAddress3 ?? '',
  clientProfile: d.clientProfile ?? '',
  noOfUsers: String(d.noOfUsers ?? 1),
  gstNo: d.gstNo ?? '',
  startDate: displayDate(d.startDate),
  expiryDate: displayDate(d.expiryDate),
  picture: NO_PICTURE_CHANGE,
  pictureUrl: d.advocatePicFileURL ?? '',
  transactions,
  dealings,
  removedDealings: [],
})
