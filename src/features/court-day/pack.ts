import { addDays } from 'date-fns'
import { api } from '@/api/client'
import { toWire } from '@/lib/dates'
import { PACK_DAYS_KEY, local } from '@/session/storage'
import { useBoardCopy, type BoardRow } from './outbox-store'

/**
 * Issue 23: the coming days travel with the phone. While the provider answers, the court day's hearings of today and
 * the coming days (7 unless the device is set otherwise, 1 to 14; 0 keeps none) are read in one piece and kept in the
 * court day's device copy, so a day of them opens with no signal: case, parties, court, judge, purpose, the client's
 * name and mobile, the file's place and open actions, as the board shows them. They are client data: every end of a
 * session removes them with the rest of the device copy.
 */
export const PACK_DEFAULT = 7
export const PACK_MAX = 14
/** The provider's largest page of this call (the contract's ReportPageRequest). */
const PAGE = 1000
/** A pack read this recently is not read again when a page opens (it still is when the signal returns). */
export const PACK_FRESH_MS = 15 * 60_000

/** An installed app keeps the coming days unless told otherwise; a browser tab (perhaps a shared computer) when told to. */
const installed = () => typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches

/** How many coming days this device keeps, today included; 0 when it keeps none. */
export function packDays(): number {
  const kept = Number(local()?.getItem(PACK_DAYS_KEY) ?? (installed() ? PACK_DEFAULT : 0))
  return Number.isInteger(kept) && kept >= 0 && kept <= PACK_MAX ? kept : PACK_DEFAULT
}

/**
 * Keeps `days` coming days (0: none). Turning it on asks the browser to keep this site's storage when space runs
 * short; turning it off removes the coming days from the device (today's board, last read, stays).
 */
export function setPackDays(days: number) {
  const next = Math.min(PACK_MAX, Math.max(0, Math.round(days)))
  local()?.setItem(PACK_DAYS_KEY, String(next))
  lastRead = 0
  if (next) void navigator.storage?.persist?.().catch(() => false)
  else useBoardCopy.getState().dropComing(toWire(new Date()))
}

/** What the device keeps of the coming days: how many days, how much room, and when they were read. */
export function keptComingDays(boards: Record<string, { at: string; rows: BoardRow[] }>, today = toWire(new Date())) {
  const days = Object.keys(boards).filter((day) => day >= today)
  const bytes = days.reduce((n, day) => n + JSON.stringify(boards[day]).length * 2, 0)
  const at = days.map((day) => boards[day]!.at).sort()[0]
  return { days: days.length, bytes, at }
}

let lastRead = 0
let reading: Promise<void> | null = null

/** Reads the coming days' hearings of the practice and keeps them; `force` also when a pack was read just now. */
export function refreshPack(advocate: string, { force = false, now = new Date() } = {}): Promise<void> {
  const days = packDays()
  if (!advocate || !days || (!force && Date.now() - lastRead < PACK_FRESH_MS)) return Promise.resolve()
  reading ??= read(advocate, days, now).finally(() => (reading = null))
  return reading
}

async function read(advocate: string, days: number, now: Date) {
  const dates = Array.from({ length: days }, (_, i) => toWire(addDays(now, i)))
  const rows: BoardRow[] = []
  for (let page = 1; ; page++) {
    const { data } = await api.POST('/get-client-case-schedule-list', {
      body: { PageNumber: page, PageSize: PAGE, EncryptedAdvocateCode: advocate, FromDate: dates[0]!, ToDate: dates.at(-1)!, ClientCode: '', ClientCaseNo: '', CourtCode: '', isGeneratePDF: false, WithCaseDetail: true },
    })
    const answer = typeof data === 'object' ? data.data : undefined
    if (!answer) return
    rows.push(...answer.caseScheduleList)
    if (!answer.caseScheduleList.length || rows.length >= answer.caseScheduleCount) break
  }
  // A day of the pack without hearings is kept too: it is known to have none.
  const byDay: Record<string, BoardRow[]> = Object.fromEntries(dates.map((day) => [day, []]))
  for (const row of rows) if (row.nextHearingDate && row.nextHearingDate in byDay) byDay[row.nextHearingDate]!.push(row)
  useBoardCopy.getState().keepDays(byDay, new Date().toISOString())
  lastRead = Date.now()
}
