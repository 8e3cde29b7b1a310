import kahc010337682024 from '../data/cnr/KAHC010337682024.json'
import mhmm170047912021 from '../data/cnr/MHMM170047912021.json'
import { generateCnrRecord } from './generate'

/**
 * The court records the mock provider answers `get-cnr-client-details` with. Two are real public eCourts
 * records, kept byte for byte in mocks/data/cnr; every other well-formed CNR gets a generated record,
 * the same one each time, so the demo can look up any CNR and see the form filled.
 */
export const REAL_CNR_RECORDS: Readonly<Record<string, object>> = {
  MHMM170047912021: mhmm170047912021,
  KAHC010337682024: kahc010337682024,
}

export const CNR_PATTERN = /^[A-Z]{4}\d{12}$/

/** The CNR's serial (its digits 7-12) that no court has: the demo's way to try the failure path. */
export const NOT_FOUND_SERIAL = '000000'

/** The record of a CNR, or null when the court records hold none (a malformed CNR, or the not-found serial). */
export function cnrRecord(cnr: string): object | null {
  if (!CNR_PATTERN.test(cnr) || cnr.slice(6, 12) === NOT_FOUND_SERIAL) return null
  const real = REAL_CNR_RECORDS[cnr]
  // A copy: whoever receives it may change it without changing the next answer.
  return real ? structuredClone(real) : generateCnrRecord(cnr).record
}
