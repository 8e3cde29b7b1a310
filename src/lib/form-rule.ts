import * as z from 'zod/mini'

/**
 * A rule over several fields or rows (the day a Weekly job needs, confirm equals password, unique
 * names). A form shows every failing rule at the first Save, but zod skips such a rule while any field
 * inside has failed. So it runs whenever there is an object or a list to look at, and copes with
 * fields that failed their own checks.
 *
 * zod skips it even so after a check marked `abort: true`: form fields do not use that; a check that
 * follows 'required' lets the empty value pass instead, so an empty field still gets one message.
 */
export function formRule<T>(check: (value: T, ctx: z.core.$RefinementCtx<T>) => void) {
  return z.superRefine<T>(check, { when: ({ value }) => typeof value === 'object' && value !== null })
}
