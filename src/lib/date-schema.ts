import * as z from 'zod/mini'
import { parseDateInput } from './date-input'
import { TEXTS } from './texts'

export const INVALID_DATE = TEXTS.invalidDate

/**
 * A date field of a form (display text): required with the screen's message, or optional when
 * `required` is omitted; anything typed must be a real date in an accepted format.
 */
export const dateText = (required?: string) =>
  z.string().check(
    z.trim(),
    z.refine((text) => !required || text.length > 0, required ?? ''),
    z.refine((text) => text.length === 0 || parseDateInput(text) !== null, INVALID_DATE),
  )
