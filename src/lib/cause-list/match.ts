import { findCaseRefs } from './case-ref'
import { nameKey, nameLikeness } from './parties'
import type { ListEntry } from './parse'
import { runAtOnce } from '../steps'

/** A case of the diary, as the matcher needs it. */
export interface DiaryCase {
  caseId: number
  /** The diary's own case number, e.g. `CRLA/123/2024`, and the type's name from the masters. */
  caseNo: string
  caseTypeName: string
  cnr: string | null
  petitioner: string
  respondent: string
}

export type MatchReason = 'cnr' | 'number' | 'number-other-type' | 'parties'

export interface Match {
  caseId: number
  reason: MatchReason
  /** 0 to 1; below `SURE` the user confirms or rejects it. */
  confidence: number
  /** Why, in words the user reads. */
  why: string
}

export const SURE = 0.9

/** A user's earlier answer to an uncertain match, kept per printed entry and case. */
export type Decisions = ReadonlyMap<string, 'confirmed' | 'rejected'>
/** The printed case an entry is about: its CNR, else its case references (type key, number, year). */
export const entryKey = (entry: Pick<ListEntry, 'cnr' | 'refs'>) => entry.cnr ?? entry.refs.map((r) => `${r.typeKey}/${r.number}/${r.year}`).join('+')
export const decisionKey = (entry: Pick<ListEntry, 'cnr' | 'refs'>, caseId: number) => `${entryKey(entry)}#${caseId}`

interface Indexed {
  c: DiaryCase
  keys: { typeKey: string; number: number; year: number }[]
  year: number | null
}

/**
 * Matches cause-list entries to the diary: by CNR, then by case number and year (type printed the same
 * way, or otherwise — then uncertain), then by party names (uncertain). A case is never matched to an entry
 * of another year. Built once per diary: lookups are by number and year, or by a party's first name word.
 */
export type Matcher = (entry: ListEntry, decisions?: Decisions) => Match[]

export const createMatcher = (cases: DiaryCase[]): Matcher => runAtOnce(matcherSteps(cases))

/**
 * The same, indexing the diary in steps of `every` cases: a caller on a page's thread gives the page back between
 * them (a diary of 30,000 cases takes longer than a frame to index).
 */
export function* matcherSteps(cases: DiaryCase[], every = 2000): Generator<void, Matcher> {
  const byCnr = new Map<string, Indexed>()
  const byNumber = new Map<string, Indexed[]>()
  const byName = new Map<string, Indexed[]>()
  const push = <K>(map: Map<K, Indexed[]>, key: K, value: Indexed) => (map.get(key) ?? map.set(key, []).get(key)!).push(value)
  for (const [i, c] of cases.entries()) {
    if (i % every === every - 1) yield
    const typeKey = findCaseRefs(`${c.caseTypeName} 1/2000`)[0]?.typeKey
    const keys = findCaseRefs(c.caseNo).map(({ typeKey, number, year }) => ({ typeKey, number, year }))
    // The diary's number under the type's own name as well: `CRLA/123/2024` of type "Criminal Appeal".
    if (typeKey) for (const k of [...keys]) keys.push({ ...k, typeKey })
    const item: Indexed = { c, keys, year: keys[0]?.year ?? null }
    if (c.cnr) byCnr.set(c.cnr.toUpperCase(), item)
    for (const k of keys) push(byNumber, `${k.number}/${k.year}`, item)
    // By a party's first name word, and by that word and the year: an entry printed with a year looks only there.
    for (const name of [c.petitioner, c.respondent]) {
      const key = nameKey(name)
      if (key) push(byName, key, item)
      if (key && item.year !== null) push(byName, `${key}|${item.year}`, item)
    }
  }

  return function match(entry: ListEntry, decisions: Decisions = new Map()): Match[] {
    const found = new Map<number, Match>()
    const add = (m: Match) => {
      const decided = decisions.get(decisionKey(entry, m.caseId))
      if (decided === 'rejected') return
      const kept = decided === 'confirmed' ? { ...m, confidence: 1, why: `${m.why}; confirmed before` } : m
      if ((found.get(m.caseId)?.confidence ?? -1) < kept.confidence) found.set(m.caseId, kept)
    }
    const parties = (c: DiaryCase) => Math.max(nameLikeness(entry.petitioner, c.petitioner), nameLikeness(entry.respondent, c.respondent))

    const byCode = entry.cnr ? byCnr.get(entry.cnr) : undefined
    if (byCode) add({ caseId: byCode.c.caseId, reason: 'cnr', confidence: 1, why: `CNR ${entry.cnr}` })
    for (const ref of entry.refs) {
      for (const item of byNumber.get(`${ref.number}/${ref.year}`) ?? []) {
        if (item.keys.some((k) => k.typeKey === ref.typeKey && k.number === ref.number && k.year === ref.year)) {
          add({ caseId: item.c.caseId, reason: 'number', confidence: 0.97, why: `case ${ref.printed} is ${item.c.caseNo}` })
        } else {
          const alike = parties(item.c)
          add({
            caseId: item.c.caseId,
            reason: 'number-other-type',
            confidence: alike >= 0.6 ? 0.85 : 0.6,
            why: `number and year ${ref.number}/${ref.year} as ${item.c.caseNo}, case type printed "${ref.printed.replace(/\s\d+\/\d+$/, '')}"${alike >= 0.6 ? '; parties alike' : ''}`,
          })
        }
      }
    }
    if (!found.size) {
      const years = [...new Set(entry.refs.map((r) => r.year))]
      const keys = [nameKey(entry.petitioner), nameKey(entry.respondent)].filter((k) => k !== null)
      const candidates = new Set(keys.flatMap((k) => (years.length ? years.map((y) => `${k}|${y}`) : [k]).flatMap((at) => byName.get(at) ?? [])))
      for (const item of candidates) {
        const both = Math.min(nameLikeness(entry.petitioner, item.c.petitioner), nameLikeness(entry.respondent, item.c.respondent))
        if (both >= 0.75) add({ caseId: item.c.caseId, reason: 'parties', confidence: 0.5 + both * 0.3, why: `parties ${item.c.petitioner} v. ${item.c.respondent}` })
      }
    }
    return [...found.values()].sort((a, b) => b.confidence - a.confidence)
  }
}
