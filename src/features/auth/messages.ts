import { TEXTS } from './texts'

export { IDENTIFIER_MAX, PASSWORD_MAX, PASSWORD_MIN } from './limits'

/** The spec's messages of the sign-in rules, from the catalog (English; shown translated through `translate`). */
export const MESSAGES = TEXTS.rules
