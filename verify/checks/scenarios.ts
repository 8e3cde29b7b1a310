import type { Check } from '../types'

/** The security and behaviour scenarios. */
export const scenarios: Check[] = []
