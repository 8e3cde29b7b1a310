import { useId } from 'react'
import { $api } from '@/api/query'
import type { components } from '@/api/schema.gen'
import { LoadFailed } from '@/components/load-failed'
import { Spinner } from '@/components/spinner'
import { LANGUAGE_NAME, reachOf, type Language } from '@/lib/client-message'
import { reportDate } from '@/lib/dates'
import { dayNameUnlessTomorrow, nextCourtDayWire, TellClientButton } from './tell-client'
import { TEXTS, useTexts } from './texts'

type HearingClient = components['schemas']['HearingClient']

export const ALL_TOLD = TEXTS.tell.allTold
export const NO_HEARINGS = TEXTS.tell.noHearings

export interface TomorrowsClientsProps {
  advocateCode: string
  /** The day of the hearings, YYYY-MM-DD; by default the next day a court sits (tomorrow, or Monday on a Saturday). */
  date?: string
  /** The heading's level where it sits (the dashboard's areas are h2, the court day's groups too). */
  title?: string
}

/**
 * Issue 25, tomorrow's clients: whose matters are listed that day and who has not been told yet, each with the
 * one-tap message (the reminder template in the client's language). A client told drops off the list.
 */
export function TomorrowsClients({ advocateCode, date = nextCourtDayWire(), title: named }: TomorrowsClientsProps) {
  const t = useTexts().tell
  const weekday = dayNameUnlessTomorrow(date)
  const title = named ?? (weekday ? t.clientsOf(weekday) : t.tomorrow)
  const query = $api.useQuery('post', '/get-hearing-client-message-list', { body: { EncryptedAdvocateCode: advocateCode, HearingDate: date } }, { enabled: !!advocateCode })
  const rows = query.data?.data.hearingClientList
  const waiting = rows?.filter((r) => !r.told) ?? []
  const told = (rows?.length ?? 0) - waiting.length
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className="space-y-2">
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
        {rows && rows.length > 0 && <span className="ms-2 text-sm font-normal text-slate-700 dark:text-slate-300">{t.toldOf(told, rows.length, reportDate(date))}</span>}
      </h2>
      {query.isPending ? (
        <Spinner label={t.loadingOf(title)} />
      ) : query.isError ? (
        <LoadFailed text={t.failedOf(title)} error={query.error} onRetry={() => void query.refetch()} />
      ) : waiting.length === 0 ? (
        <p className="card p-4">{rows?.length ? t.allTold : t.noHearings}</p>
      ) : (
        <ul className="card divide-y divide-slate-200 dark:divide-slate-700" aria-label={t.notToldOf(title)}>
          {waiting.map((row) => (
            <ClientRow key={row.encryptedCaseId} row={row} />
          ))}
        </ul>
      )}
    </section>
  )
}

function ClientRow({ row }: { row: HearingClient }) {
  const reach = reachOf(row)
  const t = useTexts().tell
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 p-3">
      <div className="min-w-0 text-sm">
        <p className="font-medium break-words">{row.clientName}</p>
        <p className="break-words text-slate-700 dark:text-slate-300">
          {row.clientCaseNo} · {row.courtName}
          {row.courtNo ? t.courtRoom(row.courtNo) : ''} · {LANGUAGE_NAME[row.preferredLanguage as Language]}
        </p>
        {reach.channels.length === 0 && <p className="text-amber-800 dark:text-amber-200">{reach.note}</p>}
      </div>
      {reach.channels.length > 0 && (
        <TellClientButton encryptedCaseId={row.encryptedCaseId} kind="REMINDER" aria-label={t.tellWho(row.clientName, row.clientCaseNo)} label={t.tell} />
      )}
    </li>
  )
}

/**
 * Loaded after the page's first render, by the dashboard (its last area) and the court day (tomorrow's board only): the
 * clients' reach and their messages' templates are not code a first render needs.
 */
export default TomorrowsClients
