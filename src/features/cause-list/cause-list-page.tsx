import { useMemo, useState, type ReactNode } from 'react'
import * as Tabs from '@radix-ui/react-tabs'
import { Link, useNavigate } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { $api } from '@/api/query'
import { errorMessage } from '@/api/errors'
import type { components } from '@/api/schema.gen'
import { dayBoardRequest, dayListRequest } from '@/case-actions/day-board'
import { DocketButton } from '@/case-actions/docket-button'
import { movedDatePayload } from '@/case-actions/moved-date'
import { nextDateProblem } from '@/case-actions/next-date'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { LoadFailed } from '@/components/load-failed'
import { Spinner } from '@/components/spinner'
import { useDirection } from '@/components/use-direction'
import { toast } from '@/components/toast'
import { clashList } from '@/lib/cause-list'
import { tableDate, todayWire } from '@/lib/dates'
import { auditName, useSessionStore } from '@/session/session-store'
import { TAB_CLASS, TAB_LIST_CLASS } from '@/shell/page-frame'
import { AddList } from './add-list'
import { dayAnswers, needsDecision } from './answers'
import { EntryRow, NotListedRow } from './entry-rows'
import { ListsHeld } from './lists-held'
import { TEXTS, useTexts } from './texts'
import { useCommon } from '@/components/texts'
import { translate } from '@/i18n/texts'

type Entry = components['schemas']['CauseListEntry']

const entryId = (e: Entry) => `${e.encryptedListId}-${e.itemNo}-${e.entryKey}`

/** One answer's tab: its rows in list order, or what it means that there are none. */
function Answer({ value, empty, children }: { value: string; empty: string; children: ReactNode[] }) {
  return (
    <Tabs.Content value={value} className="pt-3">
      {children.length ? <ol className="space-y-2">{children}</ol> : <p className="card p-3">{empty}</p>}
    </Tabs.Content>
  )
}

export interface CauseListPageProps {
  date: string
  onDate: (date: string) => void
}

/**
 * Issue 24: the day's cause lists against the diary. Three answers: matched, listed but not in the diary for
 * this date, in the diary but not listed; uncertain matches are confirmed or rejected, and the provider
 * remembers the answer for the next lists.
 */
export function CauseListPage({ date, onDate }: CauseListPageProps) {
  const t = useTexts()
  const c = useCommon()
  const advocate = useSessionStore((s) => s.session?.encryptedAdvocateCode ?? '')
  const queryClient = useQueryClient()
  const [tab, setTab] = useState('matched')
  const dir = useDirection()
  const navigate = useNavigate()
  const list = $api.useQuery('post', '/get-cause-list', dayListRequest(advocate, date), { enabled: !!advocate })
  const board = $api.useQuery('post', '/get-client-case-schedule-list', dayBoardRequest(advocate, date), { enabled: !!advocate })
  const rows = typeof board.data === 'object' ? board.data.data.caseScheduleList : undefined
  const answers = useMemo(() => (list.data && rows ? dayAnswers(date, list.data.data.entries, list.data.data.lists, rows) : null), [list.data, rows, date])
  const clashes = useMemo(() => (list.data ? clashList(list.data.data.entries, date) : []), [list.data, date])
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['post', '/get-cause-list'] })
    void queryClient.invalidateQueries({ queryKey: ['post', '/get-client-case-schedule-list'] })
  }
  const decide = $api.useMutation('post', '/save-cause-list-decision', {
    onSuccess: (answer) => (toast.success(answer.message), refresh()),
    onError: (error) => toast.error(errorMessage(error)),
  })
  const save = $api.useMutation('post', '/add-case-next-date-detail')
  const [moving, setMoving] = useState<string | null>(null)

  const move = async (entry: Entry) => {
    const m = entry.match!
    setMoving(entry.entryKey)
    try {
      const detail = await queryClient.fetchQuery(
        $api.queryOptions('post', '/get-case-next-date-detail', {
          body: { EncryptedAdvocateCode: advocate, ClientCode: m.clientCode, CaseNo: m.clientCaseNo },
        }),
      )
      const record = detail.data.caseDetail
      const problem = nextDateProblem(date, '', record.caseRegisterDate ?? '')
      if (problem) return void toast.error(problem)
      // The hearing's comment is kept by the provider in English, as the rest of the diary's comments.
      const answer = await save.mutateAsync({ body: movedDatePayload(record, date, advocate, auditName(), TEXTS.movedNote(tableDate(date))) })
      toast.success(`${translate(answer.message)} ${t.moved(m.clientCaseNo, tableDate(date))}`)
      refresh()
    } catch (error) {
      toast.error(errorMessage(error))
    } finally {
      setMoving(null)
    }
  }
  // Case Registration opens empty; the CNR goes with the user on the clipboard, for its CNR lookup.
  const register = async (cnr: string | null) => {
    if (cnr) {
      const copied = await navigator.clipboard?.writeText(cnr).then(
        () => true,
        () => false,
      )
      toast.info(copied ? t.cnrCopied(cnr) : t.cnrToType(cnr))
    }
    await navigate({ to: '/case-registration' })
  }
  const onDecide = (entry: Entry, decision: 'CONFIRMED' | 'REJECTED') =>
    decide.mutate({ body: { EntryKey: entry.entryKey, EncryptedCaseId: entry.match!.encryptedCaseId, Decision: decision } })
  const [removing, setRemoving] = useState<{ id: string; court: string } | null>(null)
  const removal = $api.useMutation('post', '/delete-cause-list', {
    onSuccess: (answer) => (toast.success(answer.message), refresh()),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => setRemoving(null),
  })
  const error = list.error ?? board.error

  return (
    <section aria-labelledby="cause-list-title" className="mx-auto max-w-4xl space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 id="cause-list-title" className="text-xl font-semibold">
          {t.title}
        </h1>
        <label className="text-sm">
          <span className="mb-1 block font-medium">{t.date}</span>
          <input type="date" className="input min-h-11" value={date} onChange={(e) => e.target.value && onDate(e.target.value)} />
        </label>
        <div className="flex flex-wrap gap-2">
          <DocketButton date={date} />
          <Link to="/court-day" search={{ date }} className="btn-secondary min-h-11">
            {t.openBoard}
          </Link>
        </div>
      </div>
      {error ? (
        <LoadFailed text={t.loadFailed} error={error} onRetry={refresh} />
      ) : !list.data || !answers ? (
        <Spinner label={t.loading} />
      ) : (
        <>
          <ListsHeld lists={list.data.data.lists} covered={list.data.data.coveredCourts} onRemove={(id, court) => setRemoving({ id, court })} />
          {clashes.length > 0 && (
            <section aria-labelledby="clashes-title" className="card space-y-1 border-amber-500 p-3">
              <h2 id="clashes-title" className="font-semibold">
                {t.clashes(clashes.length)}
              </h2>
              <ul className="list-disc space-y-1 ps-5 text-sm">
                {clashes.map(({ clash, caseNos }) => (
                  <li key={clash.why}>
                    {caseNos.join(', ')}: {clash.why}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {answers.unchecked.length > 0 && <p className="card p-3 text-sm">{t.noListFor(answers.unchecked.join(', '))}</p>}
          <Tabs.Root value={tab} onValueChange={setTab} dir={dir}>
            <Tabs.List aria-label={t.title} className={TAB_LIST_CLASS}>
              {(
                [
                  ['matched', t.matched, answers.matched.length],
                  ['elsewhere', t.elsewhere, answers.elsewhere.length],
                  ['not-listed', t.notListed, answers.notListed.length],
                ] as const
              ).map(([value, label, count]) => (
                <Tabs.Trigger key={value} value={value} className={`${TAB_CLASS} min-h-11`}>
                  {label} ({count})
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Answer value="matched" empty={t.noMatched}>
              {answers.matched.map((e) => (
                <EntryRow key={entryId(e)} entry={e} onDecide={onDecide} busy={decide.isPending} />
              ))}
            </Answer>
            <Answer value="elsewhere" empty={t.noElsewhere}>
              {answers.elsewhere.map((e) => (
                <EntryRow
                  key={entryId(e)}
                  entry={e}
                  onDecide={onDecide}
                  busy={decide.isPending}
                  action={
                    e.match ? (
                      // An uncertain match is confirmed first: a date is never moved on a guess.
                      date >= todayWire() &&
                      !needsDecision(e) && (
                        <button type="button" className="btn-primary min-h-11" disabled={moving !== null} onClick={() => void move(e)}>
                          {t.moveTo(tableDate(date))}
                        </button>
                      )
                    ) : (
                      <button type="button" className="btn-secondary min-h-11" onClick={() => void register(e.cnr)}>
                        {t.register}
                      </button>
                    )
                  }
                />
              ))}
            </Answer>
            <Answer value="not-listed" empty={t.noNotListed}>
              {answers.notListed.map((r) => (
                <NotListedRow key={r.encryptedCaseId} row={r} />
              ))}
            </Answer>
          </Tabs.Root>
          <AddList advocate={advocate} date={date} courts={answers.unchecked} />
        </>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t.remove}
        message={t.removeAsk(removing?.court ?? '')}
        confirmLabel={c.yes}
        cancelLabel={c.no}
        busy={removal.isPending}
        onConfirm={() => removing && removal.mutate({ body: { EncryptedListId: removing.id } })}
        onCancel={() => setRemoving(null)}
      />
    </section>
  )
}
