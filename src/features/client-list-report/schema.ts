import * as z from 'zod/mini'
import type { components } from '@/api/schema.gen'
import { chosen } from '@/lib/text-schema'

type Row = components['schemas']['ReportClientRow']

export const MESSAGES = {
  country: 'Select country',
  state: 'Select state',
  /** Not in the spec: the Client Type select is never empty unless the user empties it. */
  clientType: 'Select client type',
} as const

/** The form's value for both types; the provider is sent '' (spec 3 §9 names only the two types). */
export const ALL = 'ALL'
export const CLIENT_TYPES = [
  { value: ALL, label: 'All' },
  { value: 'INDIVIDUAL', label: 'INDIVIDUAL' },
  { value: 'ORGANIZATION', label: 'ORGANIZATION' },
] as const

/** Spec 3 §5: country and state are required. */
export const clientListFilters = z.object({
  countryCode: chosen(MESSAGES.country),
  stateCode: chosen(MESSAGES.state),
  clientType: z.enum([ALL, 'INDIVIDUAL', 'ORGANIZATION'], { error: MESSAGES.clientType }),
})
export type ClientListFilters = z.infer<typeof clientListFilters>

export const EMPTY: ClientListFilters = { countryCode: '', stateCode: '', clientType: ALL }

/** Spec 3 §7.3: the filters as the provider takes them (the country only chooses the state). */
export const toRequest = (filters: ClientListFilters) => ({
  stateCode: filters.stateCode,
  clientType: filters.clientType === ALL ? ('' as const) : filters.clientType,
})

/** Spec 3 §2.13: up to three address lines joined by commas. */
export const addressOf = (row: Pick<Row, 'clientAddress1' | 'clientAddress2' | 'clientAddress3'>) =>
  [row.clientAddress1, row.clientAddress2, row.clientAddress3].filter((line) => line?.trim()).join(', ')
