import { findCaseRefs, findCnrs, type CaseRef } from './case-ref'

export type ListType = 'daily' | 'supplementary' | 'advance'

/** One matter of a pasted or extracted cause list. */
export interface ListEntry {
  /** The item number as printed ("12", "12A"), or '' when the list has none. */
  item: string
  refs: CaseRef[]
  cnr: string | null
  petitioner: string
  respondent: string
  /** The advocates printed after the parties, '' when none. */
  advocates: string
  courtRoom: string
  bench: string
  listType: ListType
  /** The entry's text as printed, for the user to compare. */
  text: string
}

const ITEM = /^\s*(\d{1,4}[A-Z]?)\s*[.)\]:-]?\s+/i
const COURT_ROOM = /\bCOURT\s*(?:ROOM\s*)?(?:NO\.?|NUMBER)?\s*[:.-]?\s*(\d{1,3}[A-Z]?)\b/i
const BENCH = /^\s*(?:BEFORE|CORAM)\s*[:.-]?\s*(.+)$/i
const LIST_TYPE = /\b(SUPPLEMENTARY|ADVANCE|DAILY)\b.*\bLIST\b/i
const VERSUS = /\s+(?:VS?\.?|V\/S\.?|VERSUS|विरुद्ध|वि\.)\s+/i
// What follows the parties on a line: an advocate's name, set off by two spaces or "Adv".
const ADVOCATE = /\s{2,}.*$|\s+(?:ADV\.?|ADVOCATE|COUNSEL)\b.*$/i

/**
 * The entries of a cause list's text (pasted, or extracted from its PDF): an entry starts at a line with a
 * case number; lines without one continue it (wrapped party names). Headings set the court room, the bench and
 * the list type for the entries under them.
 */
export function parseCauseList(text: string): ListEntry[] {
  const entries: ListEntry[] = []
  let courtRoom = ''
  let bench = ''
  let listType: ListType = 'daily'
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/\t/g, '  ').trimEnd()
    if (!line.trim()) continue
    const refs = findCaseRefs(line)
    const cnrs = findCnrs(line)
    if (!refs.length && !cnrs.length) {
      const kind = LIST_TYPE.exec(line)?.[1]?.toLowerCase() as ListType | undefined
      if (kind) listType = kind
      const room = COURT_ROOM.exec(line)?.[1]
      const before = BENCH.exec(line)?.[1]
      if (room || before || kind) {
        if (room) courtRoom = room
        if (before) bench = before.trim()
        continue
      }
      const last = entries.at(-1)
      if (last) continueEntry(last, line.trim())
      continue
    }
    const item = ITEM.exec(line)?.[1] ?? ''
    const entry: ListEntry = { item, refs, cnr: cnrs[0] ?? null, petitioner: '', respondent: '', advocates: '', courtRoom, bench, listType, text: line.trim() }
    setParties(entry, afterRefs(line))
    entries.push(entry)
  }
  return entries
}

/** The text after the last case number, without CNRs: where the parties are printed. */
function afterRefs(line: string): string {
  const text = line.replace(/\b(?:CNR\s*(?:NO\.?)?\s*[:.-]?\s*)?[A-Z]{4}[-\s]?\d{2}[-\s]?\d{6}[-\s]?\d{4}\b/gi, '  ')
  const end = [...text.matchAll(/(?:\/|\bof\s+)(?:19|20)\d{2}\b/gi)].at(-1)
  return end ? text.slice(end.index + end[0].length) : text
}

function setParties(entry: ListEntry, text: string) {
  const [petitioner = '', ...rest] = text.split(VERSUS)
  entry.petitioner = petitioner.replace(/^[\s,;:-]+/, '').trim()
  const respondent = rest.join(' ')
  entry.respondent = respondent.replace(ADVOCATE, '').trim()
  entry.advocates = advocatesIn(ADVOCATE.exec(respondent)?.[0] ?? '')
}

const advocatesIn = (text: string) => text.replace(/^\s*(?:ADV\.?|ADVOCATE|COUNSEL)\b\s*[:.-]?/i, '').replace(/\s{2,}/g, ' ').trim()

function continueEntry(entry: ListEntry, line: string) {
  entry.text += ` ${line}`
  if (entry.respondent || VERSUS.test(` ${line} `)) {
    if (!entry.respondent && VERSUS.test(` ${line} `)) setParties(entry, `${entry.petitioner} ${line}`)
    else if (!ADVOCATE.test(line)) entry.respondent = `${entry.respondent} ${line}`.trim()
    else entry.advocates = [entry.advocates, advocatesIn(line)].filter(Boolean).join(', ')
  } else entry.petitioner = `${entry.petitioner} ${line}`.trim()
}
