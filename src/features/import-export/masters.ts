import type { Option } from '@/components/form/select-field'
import { matchName } from '@/records/cnr-masters'
import { loadCaseTypes, loadCourts, loadStates } from '@/lookups/pickers'
import type { Cell, Masters, Mapping } from './sheet-rows'
import { cellText } from './sheet-rows'

const found = new WeakMap<readonly Option[], Map<string, string | null>>()

/**
 * An option by its name as the CNR lookup finds one (case, punctuation, word order, abbreviations), or by its code.
 * Remembered per list: a file names the same court on thousands of lines.
 */
function find(text: string, options: readonly Option[]): string | null {
  const known = found.get(options) ?? new Map<string, string | null>()
  found.set(options, known)
  const key = text.trim()
  if (!known.has(key)) known.set(key, options.find((o) => o.value === key)?.value ?? matchName(key, options)?.value ?? null)
  return known.get(key)!
}

/**
 * The states, courts and case types a file names, loaded once for the whole file: India's states, the courts of
 * each state the lines name (or the batch's state), the case types of each court found. A list that cannot be
 * read fails the preparation: the user is told and nothing is sent.
 */
export async function loadMasters(lines: readonly Cell[][], mapping: Mapping, india: string, defaultState: string): Promise<Masters> {
  const column = (id: string) => mapping.indexOf(id as never)
  const [stateCol, courtCol, typeCol] = [column('state'), column('court'), column('caseType')]
  const states = await loadStates(india)
  const stateOf = (line: readonly Cell[]) => (stateCol >= 0 && cellText(line[stateCol]) ? find(cellText(line[stateCol]), states) : defaultState)
  const courts = new Map<string, Option[]>()
  const types = new Map<string, Option[]>()
  if (courtCol >= 0) {
    const wanted = new Set(lines.map(stateOf).filter((s): s is string => !!s))
    for (const state of wanted) courts.set(state, await loadCourts(state))
  }
  const courtOf = (state: string, name: string) => find(name, courts.get(state) ?? [])
  if (typeCol >= 0 && courtCol >= 0) {
    const wanted = new Set(
      lines.map((line) => {
        const state = stateOf(line)
        return state ? courtOf(state, cellText(line[courtCol])) : null
      }),
    )
    for (const court of wanted) if (court) types.set(court, await loadCaseTypes(court))
  }
  return {
    state: (name) => find(name, states),
    court: courtOf,
    caseType: (court, name) => find(name, types.get(court) ?? []),
  }
}
