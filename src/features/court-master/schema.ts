import * as z from 'zod/mini'
import { maxStoredLength, upperCased } from '@/lib/payload'

export const NAME_MAX = 50
export const LOCATION_MAX = 50
export const ADDRESS_MAX = 200
export const MESSAGES = {
  name: 'Enter court name',
  nameTooLong: `Court name can have at most ${NAME_MAX} characters`,
  courtType: 'Select court type',
  country: 'Select country',
  state: 'Select state',
  locationTooLong: `Location can have at most ${LOCATION_MAX} characters`,
  addressTooLong: `Address can have at most ${ADDRESS_MAX} characters`,
  updated: 'Court detail updated successfully!',
} as const

const chosen = (message: string) => z.string().check(z.minLength(1, message))

export const courtSchema = z.object({
  courtName: z.string().check(z.trim(), z.minLength(1, MESSAGES.name), maxStoredLength(NAME_MAX, MESSAGES.nameTooLong)),
  courtType: chosen(MESSAGES.courtType),
  countryCode: chosen(MESSAGES.country),
  stateCode: chosen(MESSAGES.state),
  courtLocation: z.string().check(z.trim(), maxStoredLength(LOCATION_MAX, MESSAGES.locationTooLong)),
  courtAddress: z.string().check(z.trim(), maxStoredLength(ADDRESS_MAX, MESSAGES.addressTooLong)),
})
export type CourtForm = z.infer<typeof courtSchema>

export const EMPTY: CourtForm = { courtName: '', courtType: '', countryCode: '', stateCode: '', courtLocation: '', courtAddress: '' }
export const toPayload = (form: CourtForm) => upperCased(form)
