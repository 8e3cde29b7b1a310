import * as z from 'zod/mini'
import { maxStoredLength, upperCased } from '@/lib/payload'

export const NAME_MAX = 50
export const MESSAGES = {
  name: 'Enter court type name',
  nameTooLong: `Court type name can have at most ${NAME_MAX} characters`,
  updated: 'Court type detail updated successfully!',
  listFailed: 'Error fetching court types list',
} as const

export const courtTypeSchema = z.object({
  courtTypeName: z.string().check(z.trim(), z.minLength(1, MESSAGES.name), maxStoredLength(NAME_MAX, MESSAGES.nameTooLong)),
})
export type CourtTypeForm = z.infer<typeof courtTypeSchema>

export const EMPTY: CourtTypeForm = { courtTypeName: '' }
export const toPayload = (form: CourtTypeForm) => upperCased(form)
