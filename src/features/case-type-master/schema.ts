import * as z from 'zod/mini'
import { maxStoredLength, upperCased } from '@/lib/payload'

export const NAME_MAX = 50
export const MESSAGES = {
  name: 'Enter case type',
  nameTooLong: `Case type can have at most ${NAME_MAX} characters`,
  country: 'Select country',
  state: 'Select state',
  court: 'Select court',
  updated: 'Case type detail updated successfully!',
  listFailed: 'Error fetching case type list',
} as const


const chosen = (message: string) => z.string().check(z.minLength(1, message))

export const caseTypeSchema = z.object({
  caseType: z.string().check(z.trim(), z.minLength(1, MESSAGES.name), maxStoredLength(NAME_MAX, MESSAGES.nameTooLong)),
  countryCode: chosen(MESSAGES.country),
  stateCode: chosen(MESSAGES.state),
  courtCode: chosen(MESSAGES.court),
  status: z.enum(['A', 'S']),
})
export type CaseTypeForm = z.infer<typeof caseTypeSchema>

export const EMPTY: CaseTypeForm = { caseType: '', countryCode: '', stateCode: '', courtCode: '', status: 'A' }
export const toPayload = (form: CaseTypeForm) => upperCased(form)
