import * as z from 'zod/mini'
import type { components } from '@/api/schema.gen'
import { LANGUAGES, type Language } from '@/lib/client-message'
import { emailText, mobileText } from '@/lib/contact-schema'
import { formRule } from '@/lib/form-rule'
import { upperCased } from '@/lib/payload'
import { chosen, storedText, tooLong } from '@/lib/text-schema'
import { TEXTS } from './texts'

export const NAME_MAX = 50
export const ADDRESS_MAX = 200
export const PIN_MAX = 10
export const LANDLINE_MAX = 24
export const OFFICE_MAX = 26
export const OCCUPATION_MAX = 50
export const CLIENT_TYPES = ['INDIVIDUAL', 'ORGANIZATION'] as const
export const GENDERS = ['MALE', 'FEMALE', 'TRANSGENDER'] as const

/** The spec's messages (one copy, in the catalog, so they show translated); the length limits' own texts are built. */
export const MESSAGES = { ...TEXTS.client, tooLong } as const

const text = storedText

export const clientSchema = z
  .object({
    clientName: text('Client name', NAME_MAX, MESSAGES.name),
    contactPerson: text('Contact person', NAME_MAX, MESSAGES.contactPerson),
    clientType: chosen(MESSAGES.clientType),
    gender: z.string(),
    clientAddress1: text('Address line 1', ADDRESS_MAX),
    clientAddress2: text('Address line 2', ADDRESS_MAX),
    clientAddress3: text('Address line 3', ADDRESS_MAX),
    pinCode: text('Pin code', PIN_MAX),
    countryCode: chosen(MESSAGES.country),
    stateCode: chosen(MESSAGES.state),
    emailId: emailText(MESSAGES.email),
    mobileNo: mobileText(MESSAGES.mobile),
    landLineOffice: text('Land line (office)', OFFICE_MAX),
    landLineNo: z.string().check(z.maxLength(LANDLINE_MAX, MESSAGES.landLine)),
    occupation: text('Occupation', OCCUPATION_MAX),
    sendSMS: z.boolean(),
    sendMail: z.boolean(),
    sendWhatsapp: z.boolean(),
    preferredLanguage: z.string(),
  })
  .check(
    // Spec 2 §3, §5: a gender only for an individual, and then it is required.
    formRule<{ clientType: string; gender: string }>((value, ctx) => {
      if (value.clientType === 'INDIVIDUAL' && !value.gender) ctx.addIssue({ code: 'custom', message: MESSAGES.gender, path: ['gender'] })
    }),
  )
export type ClientForm = z.infer<typeof clientSchema>

export const EMPTY: ClientForm = {
  clientName: '',
  contactPerson: '',
  clientType: '',
  gender: '',
  clientAddress1: '',
  clientAddress2: '',
  clientAddress3: '',
  pinCode: '',
  countryCode: '',
  stateCode: '',
  emailId: '',
  mobileNo: '',
  landLineOffice: '',
  landLineNo: '',
  occupation: '',
  sendSMS: false,
  sendMail: false,
  sendWhatsapp: false,
  preferredLanguage: 'en',
}

type Fields = components['schemas']['ClientFields']
type Detail = components['schemas']['ClientDetail']
const flag = (on: boolean) => (on ? 'Yes' : '') as Fields['sendSMS']

/** Spec 2 §3: text upper-cased, the preferences sent as Yes or empty, a gender only for an individual. */
export function toPayload(form: ClientForm, encryptedAdvocateCode: string): Fields {
  const { sendSMS, sendMail, sendWhatsapp, gender, clientType, preferredLanguage, ...texts } = form
  return {
    ...upperCased(texts),
    encryptedAdvocateCode,
    clientType: clientType as Fields['clientType'],
    ...(clientType === 'INDIVIDUAL' ? { gender: gender as Fields['gender'] } : {}),
    sendSMS: flag(sendSMS),
    sendMail: flag(sendMail),
    sendWhatsapp: flag(sendWhatsapp),
    // The language is a code, never upper-cased; none chosen is English.
    PreferredLanguage: LANGUAGES.includes(preferredLanguage as Language) ? (preferredLanguage as Language) : 'en',
  }
}

export const toForm = (client: Detail): ClientForm => ({
  clientName: client.clientName,
  contactPerson: client.contactPerson ?? '',
  clientType: client.clientType ?? '',
  gender: client.gender ?? '',
  clientAddress1: client.clientAddress1 ?? '',
  clientAddress2: client.clientAddress2 ?? '',
  clientAddress3: client.clientAddress3 ?? '',
  pinCode: client.pinCode ?? '',
  countryCode: client.countryCode ?? '',
  stateCode: client.stateCode ?? '',
  emailId: client.emailId ?? '',
  mobileNo: client.mobileNo ?? '',
  landLineOffice: client.landLineOffice ?? '',
  landLineNo: client.landLineNo ?? '',
  occupation: client.occupation ?? '',
  sendSMS: /^yes$/i.test(client.sendSMS ?? ''),
  sendMail: /^yes$/i.test(client.sendMail ?? ''),
  sendWhatsapp: /^yes$/i.test(client.sendWhatsapp ?? ''),
  preferredLanguage: client.PreferredLanguage ?? 'en',
})
