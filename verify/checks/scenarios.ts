import type { Check } from '../types'
import { behaviour } from './behaviour'
import { security } from './security'

/** The kit's scenario checks; the runner filters them by tag and skips `write` ones unless writing is allowed. */
export const scenarios: Check[] = [...security, ...behaviour]
