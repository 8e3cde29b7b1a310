import type { components } from '@/api/schema.gen'
import type { ListEntry } from '@/lib/cause-list'

type Printed = components['schemas']['PrintedCauseListEntry']

const LIST_TYPES = { daily: 'DAILY', supplementary: 'SUPPLEMENTARY', advance: 'ADVANCE' } as const

/** Entries found in a pasted or extracted list, as the contract carries them (cut to its lengths). */
export function printedEntries(entries: ListEntry[]): Printed[] {
  return entries.map((e) => ({
    courtRoom: e.courtRoom.slice(0, 20),
    bench: e.bench.slice(0, 300),
    itemNo: e.item.slice(0, 10),
    listType: LIST_TYPES[e.listType],
    caseNoPrinted: (e.refs.map((r) => r.printed).join(' with ') || e.cnr || e.text).slice(0, 100),
    cnr: e.cnr,
    petitioner: e.petitioner.slice(0, 300),
    respondent: e.respondent.slice(0, 300),
    purpose: '',
    sittingTime: '',
    advocates: e.advocates.slice(0, 300),
  }))
}
