import * as z from 'zod/mini'
import { chosen } from '@/lib/text-schema'

export const MESSAGES = {
  country: 'Select country',
  state: 'Select state',
  /** Not in the spec: the Status select is never empty unless the user empties it. */
  status: 'Select status',
} as const

/** Spec 3 §2.13, §9: CN by default. */
export const REPORT_TYPES = [
  { value: 'CN', label: 'Case list Diary (Client Wise)' },
  { value: 'CL', label: 'Case List Diary' },
] as const
/** Spec 3 §9: the case status filter, in its order. */
export const STATUSES = ['ALL', 'ONGOING', 'WON', 'LOST', 'CLOSED'] as const

/** Spec 3 §5: country and state are required. */
export const caseListFilters = z.object({
  countryCode: chosen(MESSAGES.country),
  stateCode: chosen(MESSAGES.state),
  reportType: z.enum(['CN', 'CL']),
  status: z.enum(STATUSES, { error: MESSAGES.status }),
})
export type CaseListFilters = z.infer<typeof caseListFilters>

export const EMPTY: CaseListFilters = { countryCode: '', stateCode: '', reportType: 'CN', status: 'ALL' }

/** Spec 3 §7.3: the filters as the provider takes them (the country only chooses the state). */
export const toRequest = (filters: CaseListFilters) => ({ stateCode: filters.stateCode, ReportType: filters.reportType, CaseStatus: filters.status })
