import { TEXTS } from './texts'

/**
 * Spec 2 §5 and §8: what a CNR is and what its lookup says, in the spec's words, for the screens that take lists of
 * CNRs; the words themselves are the records' catalog's (one copy, translated where shown).
 */
export const CNR_LENGTH = 16
/** 4 letters then 12 digits; upper case is the wire's (screens upper-case what is typed). */
export const CNR_WIRE = /^[A-Z]{4}\d{12}$/

export const CNR_MESSAGES = TEXTS.cnr
