/**
 * Spec 2 §5 and §8: what a CNR is and what its lookup says, in the spec's words, for the screens that take lists of
 * CNRs. The case form keeps the same words in its schema's messages: one more shared chunk would take its page over
 * its size budget. A test holds the two equal.
 */
export const CNR_LENGTH = 16
/** 4 letters then 12 digits; upper case is the wire's (screens upper-case what is typed). */
export const CNR_WIRE = /^[A-Z]{4}\d{12}$/

export const CNR_MESSAGES = {
  length: 'Case number record should have 16 long',
  pattern: 'CNR must start with 4 letters followed by 12 digits',
  empty: 'Please enter case number record',
  notFound: 'Data not found!',
} as const
