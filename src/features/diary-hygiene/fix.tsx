import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { $api } from '@/api/query'
import { errorMessage } from '@/api/errors'
import type { components } from '@/api/schema.gen'
import { movedDatePayload } from '@/case-actions/moved-date'
import { caseContext, unchangedValues } from '@/case-actions/next-date'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { useCommon } from '@/components/texts'
import { toast } from '@/components/toast'
import { tableDate, todayWire } from '@/lib/dates'
import { auditName, useSessionStore } from '@/session/session-store'
import { useTexts } from './texts'

type Row = components['schemas']['DiaryHygieneRow']
type Kind = components['schemas']['DiaryHygieneKind']

/**
 * A row's one-step fix. Setting a date or recording an outcome opens the case's Case Next Date page; a court's
 * other date moves the case there (the next-date call, as a court listed it); a case whose hearing has passed
 * is marked disposed after asking. Each save goes through the next-date call with the case as it stands, so a
 * case changed meanwhile is refused (409) and said, never overwritten.
 */
export function Fix({ row, kind }: { row: Row; kind: Kind }) {
  const t = useTexts()
  const c = useCommon()
  const advocate = useSessionStore((s) => s.session?.encryptedAdvocateCode ?? '')
  const queryClient = useQueryClient()
  const save = $api.useMutation('post', '/add-case-next-date-detail')
  const [busy, setBusy] = useState(false)
  const [asking, setAsking] = useState(false)
  const today = todayWire()
  const passed = !!row.nextHearingDate && row.nextHearingDate <= today

  const run = async (payload: (record: components['schemas']['CaseRecord']) => components['schemas']['NextDateSaveRequest'], done: string) => {
    setBusy(true)
    try {
      const detail = await queryClient.fetchQuery($api.queryOptions('post', '/get-case-next-date-detail', { body: { EncryptedAdvocateCode: advocate, ClientCode: row.clientCode, CaseNo: row.clientCaseNo } }))
      const answer = await save.mutateAsync({ body: payload(detail.data.caseDetail) })
      toast.success(answer.message || done)
      void queryClient.invalidateQueries({ queryKey: ['post', '/get-diary-hygiene-list'] })
    } catch (error) {
      toast.error(errorMessage(error))
    } finally {
      setBusy(false)
    }
  }
  const dispose = async () => {
    setAsking(false)
    await run(
      (c) => ({
        ...caseContext(c),
        ...unchangedValues(c),
        EncryptedAdvocateCode: advocate,
        ClientCode: c.clientCode,
        ClientCaseNo: c.clientCaseNo,
        AddUser: auditName(),
        Description: t.disposedNote,
        NextHearingDate: c.nextHearingDate ?? today,
        CaseStatus: 'DISPOSED',
      }),
      t.markDisposed,
    )
  }
  const court = row.courtDate
  return (
    <div className="flex flex-wrap gap-2">
      {kind === 'NOT_FROM_COURT' && court && court >= today ? (
        <button type="button" className="btn-primary min-h-11" disabled={busy} onClick={() => void run((c) => movedDatePayload(c, court, advocate, auditName(), t.movedNote(tableDate(court))), '')}>
          {t.moveTo(tableDate(court))}
        </button>
      ) : (
        <Link to="/case-next-date/$id" params={{ id: row.encryptedCaseId }} className="btn-secondary min-h-11 whitespace-nowrap">
          {kind === 'PASSED_NO_OUTCOME' ? t.recordOutcome : t.setNext}
        </Link>
      )}
      {kind === 'NOT_LISTED' && row.nextHearingDate && (
        <Link to="/cause-list" search={{ date: row.nextHearingDate }} className="btn-secondary min-h-11 whitespace-nowrap">
          {t.openList}
        </Link>
      )}
      {(kind === 'PASSED_NO_OUTCOME' || kind === 'NO_HEARING') && passed && (
        <button type="button" className="btn-secondary min-h-11 whitespace-nowrap" disabled={busy} onClick={() => setAsking(true)} aria-label={`${t.markDisposed}: ${row.clientCaseNo}`}>
          {t.markDisposed}
        </button>
      )}
      <ConfirmDialog open={asking} title={t.markDisposed} message={t.askDispose(row.clientCaseNo)} confirmLabel={c.yes} cancelLabel={c.no} busy={busy} onConfirm={() => void dispose()} onCancel={() => setAsking(false)} />
    </div>
  )
}
