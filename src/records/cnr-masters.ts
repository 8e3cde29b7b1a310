import type { Option } from '@/components/form/select-field'
import { displayDate } from '@/lib/dates'
import { loadCaseTypes, loadCourts, loadStates } from '@/lookups/pickers'
import type { CnrFill } from './cnr-record'
import { PURPOSES } from './case-schema'
import { texts } from './texts'

/**
 * Places a court record among the provider's masters: the state, court and case type it names and the
 * purpose its stage is, each found by name, and the next hearing if it is still to come. A value is
 * filled only when exactly one entry has the record's name; otherwise the field stays empty and a hint
 * says what the record said, so the user chooses. A wrong court is worse than none: it would file the
 * case in another court without anyone noticing.
 */

/** The fields a lookup may leave empty with a hint. */
export type CnrHintField = 'stateCode' | 'courtCode' | 'caseCode' | 'purpose' | 'nextHearingDate'
export type CnrHints = Partial<Record<CnrHintField, string>>

/** In the language on screen when the record is read (a hint stays as it was said). */
export const CNR_HINTS = {
  says: (text: string, what: string) => texts().hints.says(text, what),
  passed: (date: string) => texts().hints.passed(date),
}

/**
 * Whole names that court pages write as abbreviations (case types mostly). Only abbreviations with one
 * meaning everywhere: CC (criminal case, consumer complaint, calendar case), SC, SCC, CA, MA and MP mean
 * different things in different courts, so they are matched only when a master spells them the same way.
 */
const WHOLE: Readonly<Record<string, string>> = {
  WP: 'WRIT PETITION', CRLP: 'CRIMINAL PETITION', CRLA: 'CRIMINAL APPEAL', CRLRP: 'CRIMINAL REVISION PETITION',
  RFA: 'REGULAR FIRST APPEAL', RSA: 'REGULAR SECOND APPEAL', MFA: 'MISCELLANEOUS FIRST APPEAL', BA: 'BAIL APPLICATION',
  ABA: 'ANTICIPATORY BAIL APPLICATION', RCS: 'REGULAR CIVIL SUIT', SCS: 'SPECIAL CIVIL SUIT', RCA: 'REGULAR CIVIL APPEAL',
  RCC: 'REGULAR CRIMINAL CASE', OS: 'ORIGINAL SUIT', ITA: 'INCOME TAX APPEAL',
}

/** Words court pages shorten, and the older names of states. */
const WORDS: Readonly<Record<string, string>> = {
  ADDL: 'ADDITIONAL', ADDNL: 'ADDITIONAL', ADL: 'ADDITIONAL', CRL: 'CRIMINAL', CRI: 'CRIMINAL', CRIML: 'CRIMINAL', CIV: 'CIVIL',
  MISC: 'MISCELLANEOUS', MISCL: 'MISCELLANEOUS', APPL: 'APPLICATION', APPLN: 'APPLICATION', PETN: 'PETITION', DIST: 'DISTRICT',
  DISTT: 'DISTRICT', SR: 'SENIOR', JR: 'JUNIOR', DN: 'DIVISION', DIVN: 'DIVISION', PRL: 'PRINCIPAL', JT: 'JOINT',
  JMFC: 'JUDICIAL MAGISTRATE FIRST CLASS', CJM: 'CHIEF JUDICIAL MAGISTRATE', HC: 'HIGH COURT',
  ORISSA: 'ODISHA', PONDICHERRY: 'PUDUCHERRY', UTTARANCHAL: 'UTTARAKHAND', NCT: '',
}

/** Words that change no name: 'High Court of Karnataka' is the 'Karnataka High Court'. */
const FILLERS = new Set(['OF', 'THE', 'AT', 'AND', 'FOR', 'IN', 'ON'])

/**
 * A name reduced to what tells it apart: case, punctuation, word order, plurals, fillers and the
 * abbreviations above do not count. 'S.C.C.' stays one word (SCC) rather than three letters.
 */
export function nameKey(text: string): string {
  const upper = text.toUpperCase().replace(/&/g, ' AND ')
  const named = WHOLE[upper.replace(/[^A-Z0-9]/g, '')] ?? upper
  const words: string[] = []
  /** Whether the last word is a letter written alone. */
  let letter = false
  for (const part of named.split(',')) {
    // A High Court's principal seat is the High Court itself: masters name only its other benches.
    // 'MATTER/S' is MATTERS.
    const kept = part.replace(/\bPRINCIPAL (?:BENCH|SEAT)\b.*$/, '').replace(/\/S\b/g, 'S')
    for (const word of kept.split(/[^A-Z0-9]+/)) {
      if (!word) continue
      const alone = /^[A-Z]$/.test(word)
      // Letters written one by one ('S.C.C.', 'R C S') are one abbreviation.
      if (alone && letter) words[words.length - 1] += word
      else words.push(word)
      letter = alone
    }
  }
  const expanded = words.flatMap((word) => (WORDS[word] ?? word).split(' ')).filter(Boolean)
  const singular = expanded.map((word) => (word.length > 3 && word.endsWith('S') && !word.endsWith('SS') ? word.slice(0, -1) : word))
  return [...new Set(singular.filter((word) => !FILLERS.has(word)))].sort().join(' ')
}

/** The one option `text` names, or null when none does or several do (then the user chooses). */
export function matchName(text: string, options: readonly Option[]): Option | null {
  const key = nameKey(text)
  if (!key) return null
  const named = options.filter((option) => nameKey(option.label) === key)
  return named.length === 1 ? named[0] : null
}

/**
 * The next hearing a record offers: its date when it is today or later. A date before today is the
 * last date the court listed the case (the page was not brought up to date), never the next hearing:
 * the field stays empty and the hint shows that date.
 */
export function nextHearing(wire: string, today: string): { value: string; hint?: string } {
  if (!wire) return { value: '' }
  return wire < today ? { value: '', hint: CNR_HINTS.passed(displayDate(wire)) } : { value: displayDate(wire) }
}

/** The masters' codes (and the next hearing as the form shows it, DD-MM-YYYY); '' where the user chooses. */
export type Placed = Record<'stateCode' | 'courtCode' | 'caseCode' | 'purpose' | 'nextHearingDate', string> & { countryCode?: string }

const PURPOSE_OPTIONS: Option[] = PURPOSES.map((purpose) => ({ value: purpose, label: purpose }))

/** A master list that cannot be read matches nothing: the lookup still fills what it can. */
const orNone = (options: Promise<Option[]>) => options.catch((): Option[] => [])

/**
 * The record's state (among India's states; `india` is the provider's code for India), court (among the
 * state's courts), case type (among the court's), purpose and next hearing, with a hint for each it names
 * but could not fill. `today` is a wire date.
 */
export async function placeRecord(fill: CnrFill, india: string | null, today: string): Promise<{ values: Placed; hints: CnrHints }> {
  const state = india ? matchName(fill.stateName, await orNone(loadStates(india))) : null
  const court = state ? matchName(fill.court, await orNone(loadCourts(state.value))) : null
  const caseType = court ? matchName(fill.caseType, await orNone(loadCaseTypes(court.value))) : null
  const purpose = matchName(fill.purpose, PURPOSE_OPTIONS)
  const next = nextHearing(fill.nextHearingDate, today)
  const hints: CnrHints = {}
  const what = texts().hints.what
  const unmatched: [CnrHintField, Option | null, string, string][] = [
    ['stateCode', state, fill.stateName, what.state],
    ['courtCode', court, fill.court, what.court],
    ['caseCode', caseType, fill.caseType, what.caseType],
    ['purpose', purpose, fill.purpose, what.purpose],
  ]
  for (const [field, found, text, name] of unmatched) if (!found && text) hints[field] = CNR_HINTS.says(text, name)
  if (next.hint) hints.nextHearingDate = next.hint
  return {
    values: {
      // A CNR is an Indian court's: India even when the state is left to the user.
      ...(india ? { countryCode: india } : {}),
      stateCode: state?.value ?? '',
      courtCode: court?.value ?? '',
      caseCode: caseType?.value ?? '',
      purpose: purpose?.value ?? '',
      nextHearingDate: next.value,
    },
    hints,
  }
}
