import type { components } from '../../src/api/schema.gen'
import { clashList, dayClashes } from '../../src/lib/cause-list'
import type { Row } from '../pdf/render'
import { courtsWithList, type DayList } from './day'

type BoardRow = components['schemas']['ReportCaseScheduleRow']

export const DOCKET = {
  title: (date: string) => `Docket for ${date}`,
  head: ['Item', 'Case No', 'Parties', 'Purpose', 'Client', 'File place', 'Note'],
  clash: 'Clash',
  notListed: 'Not on the list',
  elsewhere: 'Listed, but the diary has another date',
  clashes: 'Clashes',
  diaryDate: (date: string) => `Diary date: ${date}`,
}

const fileOf = (c: BoardRow['caseDetail']) =>
  c ? [c.fileNo, c.roomNo && `Room ${c.roomNo}`, c.almirah && `Almirah ${c.almirah}`, c.rack && `Rack ${c.rack}`].filter(Boolean).join(' · ') : ''
const itemOrder = (item: string) => {
  const n = Number.parseInt(item, 10)
  return Number.isNaN(n) ? Number.MAX_SAFE_INTEGER : n
}
const group = (text: string, columns: number): Row => [{ content: text, colSpan: columns, styles: { fontStyle: 'bold', fillColor: [238, 244, 251] } }]

/**
 * The docket's table: the day's board grouped by court and court room (the list's room where it gives one), in
 * item order, hearings without an item after them by case number; each row flagged for a clash or for being left
 * off its court's list. Then the entries the list gives for the day whose case the diary has on another date.
 * Pure, so a test can feed it any board and day list.
 */
export function docketBody(rows: BoardRow[], day: DayList, date: string, show: (wire: string) => string): Row[] {
  const held = courtsWithList(day)
  const byCase = new Map<string, DayList['entries'][number]['entry']>()
  for (const { entry } of day.entries) {
    const id = entry.match?.encryptedCaseId
    if (id && (byCase.get(id)?.match?.confidence ?? -1) < entry.match!.confidence) byCase.set(id, entry)
  }
  const clashes = dayClashes(day.entries.map((e) => e.entry), date)
  const placed = rows.map((r) => {
    const e = byCase.get(r.encryptedCaseId ?? '')
    const room = e?.courtRoom || r.courtNo || ''
    const note = [clashes.has(r.encryptedCaseId ?? '') ? DOCKET.clash : '', !e && held.has(r.courtName ?? '') ? DOCKET.notListed : ''].filter(Boolean).join(', ')
    return { r, court: r.courtName ?? '', room, item: e?.itemNo ?? '', note }
  })
  placed.sort(
    (a, b) =>
      a.court.localeCompare(b.court) ||
      itemOrder(a.room) - itemOrder(b.room) ||
      a.room.localeCompare(b.room) ||
      itemOrder(a.item) - itemOrder(b.item) ||
      a.item.localeCompare(b.item, undefined, { numeric: true }) ||
      (a.r.clientCaseNo ?? '').localeCompare(b.r.clientCaseNo ?? '', undefined, { numeric: true }),
  )
  const width = DOCKET.head.length
  const body: Row[] = []
  placed.forEach((p, i) => {
    const before = placed[i - 1]
    if (!before || before.court !== p.court || before.room !== p.room) body.push(group([p.court || 'Court not recorded', p.room && `Court room ${p.room}`].filter(Boolean).join(' · '), width))
    const c = p.r.caseDetail
    const parties = c?.petitionerName || c?.respondentName ? `${c?.petitionerName ?? ''} v. ${c?.respondentName ?? ''}` : (p.r.caseTitle ?? '')
    body.push([p.item, p.r.clientCaseNo ?? '', parties, p.r.purpose ?? '', p.r.clientName ?? '', fileOf(c), p.note])
  })
  const listed = clashList(day.entries.map((e) => e.entry), date)
  if (listed.length) {
    body.push(group(DOCKET.clashes, width))
    for (const { clash, caseNos } of listed) body.push([{ content: `${caseNos.join(', ')}: ${clash.why}`, colSpan: width }])
  }
  const elsewhere = day.entries.filter(({ entry }) => entry.match && entry.match.nextHearingDate !== date && entry.match.caseStatus !== 'DISPOSED')
  if (elsewhere.length) {
    body.push(group(DOCKET.elsewhere, width))
    for (const { entry } of elsewhere) {
      const m = entry.match!
      body.push([entry.itemNo, m.clientCaseNo, `${entry.petitioner} v. ${entry.respondent}`, entry.purpose, m.clientName, [entry.courtName, entry.courtRoom && `Court room ${entry.courtRoom}`].filter(Boolean).join(' · '), m.nextHearingDate ? DOCKET.diaryDate(show(m.nextHearingDate)) : ''])
    }
  }
  return body
}
