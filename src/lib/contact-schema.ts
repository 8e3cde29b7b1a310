import * as z from 'zod/mini'
import { tooLong as longer } from './limit-messages'
import { TEXTS } from './texts'

/** Spec 2 §5 and 3 §5: an address with a 2 to 3 letter domain suffix. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,3}$/
export const INVALID_EMAIL = TEXTS.invalidEmail
export const INVALID_MOBILE = TEXTS.invalidMobile
const MOBILE_PATTERN = /^[1-9]\d{9}$/

/** An e-mail field: `required` is the message when empty (omit it for an optional one); well-formed; at most `max`. */
export const emailText = (required: string | undefined, max = 100, tooLong = longer('Email', max)) =>
  z.string().check(
    z.trim(),
    z.refine((v) => !required || v.length > 0, required ?? ''),
    z.refine((v) => v === '' || EMAIL_PATTERN.test(v), INVALID_EMAIL),
    z.maxLength(max, tooLong),
  )

/** A mobile number: `required` is the message when empty (omit it for an optional one); else 10 digits not starting with 0. */
export const mobileText = (required?: string) =>
  z.string().check(
    z.trim(),
    z.refine((v) => !required || v.length > 0, required ?? ''),
    z.refine((v) => v === '' || MOBILE_PATTERN.test(v), INVALID_MOBILE),
  )
