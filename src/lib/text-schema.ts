import * as z from 'zod/mini'
import { tooLong } from './limit-messages'
import { maxStoredLength } from './payload'

export { tooLong }

/**
 * A text field sent upper-cased: trimmed, `required` is its message when empty (omit it for an
 * optional one), and at most `max` characters as the provider will store it.
 */
export const storedText = (what: string, max: number, required?: string) =>
  z.string().check(z.trim(), z.refine((v) => !required || v.length > 0, required ?? ''), maxStoredLength(max, tooLong(what, max)))

/** A dropdown's value: `message` when nothing is chosen. */
export const chosen = (message: string) => z.string().check(z.minLength(1, message))
