import * as z from 'zod/mini'
import type { components } from '@/api/schema.gen'
import { chosen } from '@/lib/text-schema'
import { TEXTS, texts } from './texts'

type Request = components['schemas']['ReportCustomerInquiryRequest']
type RegType = Request['regType']

export const MESSAGES = TEXTS.messages

/** The form's value for All; the provider is sent '' (spec 3 §9 lists All without a code). */
export const ALL = 'ALL'
/** Spec 3 §2.13, §9: the registration types, in the spec's order, All last. */
export const REG_TYPES = (['O', 'S', 'P', 'M', ALL] as const).map((value) => ({ value, label: TEXTS.regTypes[value] }))

type RegCode = keyof typeof TEXTS.regTypes
/** A row's reg type by name in the language on screen; a code the app does not know is shown as the provider sent it. */
export const regTypeName = (code: string | null | undefined) => (REG_TYPES.some((t) => t.value === code && t.value !== ALL) ? texts().regTypes[code as RegCode] : (code ?? ''))

/** Spec 3 §5: country and state are required. */
export const inquiryFilters = z.object({
  countryCode: chosen(MESSAGES.country),
  stateCode: chosen(MESSAGES.state),
  regType: z.string().check(z.refine((v) => REG_TYPES.some((t) => t.value === v), MESSAGES.regType)),
})
export type InquiryFilters = z.infer<typeof inquiryFilters>

/** All registration types until the user narrows them. */
export const EMPTY: InquiryFilters = { countryCode: '', stateCode: '', regType: ALL }

/** Spec 3 §7.3: the filters as the provider takes them. */
export const toRequest = (filters: InquiryFilters) => ({
  countryCode: filters.countryCode,
  stateCode: filters.stateCode,
  regType: (filters.regType === ALL ? '' : filters.regType) as RegType,
})
