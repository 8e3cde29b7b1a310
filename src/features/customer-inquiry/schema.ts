import * as z from 'zod/mini'
import type { components } from '@/api/schema.gen'
import { chosen } from '@/lib/text-schema'

type Request = components['schemas']['ReportCustomerInquiryRequest']
type RegType = Request['regType']

export const MESSAGES = {
  country: 'Select country',
  state: 'Select state',
  /** Not in the spec: the Reg Type select is never empty unless the user empties it. */
  regType: 'Select reg type',
} as const

/** The form's value for All; the provider is sent '' (spec 3 §9 lists All without a code). */
export const ALL = 'ALL'
/** Spec 3 §2.13, §9: the registration types, in the spec's order, All last. */
export const REG_TYPES = [
  { value: 'O', label: 'Approved Online' },
  { value: 'S', label: 'BySelf' },
  { value: 'P', label: 'Pending Online' },
  { value: 'M', label: 'Marketing Register' },
  { value: ALL, label: 'All' },
] as const

/** A row's reg type by name; a code the app does not know is shown as the provider sent it. */
export const regTypeName = (code: string | null | undefined) => REG_TYPES.find((t) => t.value === code && t.value !== ALL)?.label ?? code ?? ''

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
