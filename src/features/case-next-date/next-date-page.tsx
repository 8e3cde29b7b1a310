import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { useNavigate } from '@tanstack/react-router'
import { ListTodo } from 'lucide-react'
import { api } from '@/api/client'
import { $api } from '@/api/query'
import { errorMessage } from '@/api/errors'
import type { components } from '@/api/schema.gen'
import { ActionDetailsDialog } from '@/case-actions/action-details-dialog'
import { TellClientButton } from '@/case-actions/tell-client/tell-client'
import { TimelineButton } from '@/case-actions/case-timeline'
import { DateInput, DigitsInput, SelectInput, TextInput } from '@/components/form/form-fields'
import { LoadFailed } from '@/components/load-failed'
import { toast } from '@/components/toast'
import { ClientCasePicker, ClientPicker, CourtPicker } from '@/lookups/pickers'
import { auditName, currentAdvocateCode } from '@/session/session-store'
import { useShellForm } from '@/shell/shell-form'
import { SingleFormPage } from '@/shell/single-form-page'
import { useCommon } from '@/components/texts'
import { TEXTS, useTexts } from './texts'
import { useTexts as useNextDateTexts } from '@/case-actions/next-date-texts'
import { nameOf, useTexts as useCodeNames } from '@/records/code-texts'
import { EMPTY, MAX, PURPOSES, STATUSES, currentDetails, fromCase, nextDateSchema, toPayload, type NextDateForm } from './schema'

type CaseRecord = components['schemas']['CaseRecord']
const options = (values: readonly string[], names: Readonly<Record<string, string>>) => values.map((value) => ({ value, label: nameOf(names, value) }))

function Card({ name, title, children }: { name: string; title: string; children: React.ReactNode }) {
  const id = `card-${name}`
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <h2 id={id} className="text-base font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** Spec 2 §2: the case's current values, read-only; where they could not be loaded, that and Try again. */
function CurrentDetails({ current, failed }: { current: CaseRecord | undefined; failed: { error: unknown; retry: () => unknown } | null }) {
  const t = useTexts()
  return (
    <Card name="current-date-detail" title={t.cards.current}>
      {failed ? (
        <LoadFailed text={t.currentFailed} error={failed.error} onRetry={() => void failed.retry()} />
      ) : current ? (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm lg:grid-cols-3">
          {currentDetails(current).map(([label, value]) => (
            <div key={label}>
              <dt className="text-slate-600 dark:text-slate-400">{t.details[label]}</dt>
              <dd className="font-medium">{value || '—'}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t.chooseCase}</p>
      )}
    </Card>
  )
}

/** The client and case pickers: a new client clears the case; clearing the case resets the form. */
function CasePickers({ locked }: { locked: boolean }) {
  const c = useCommon().fields
  const { setValue, reset, getValues } = useFormContext<NextDateForm>()
  const clientCode = useWatch<NextDateForm, 'clientCode'>({ name: 'clientCode' })
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ClientPicker name="clientCode" label={c.client} required disabled={locked} onValueChange={() => setValue('caseNo', '', { shouldDirty: true })} />
      <ClientCasePicker
        name="caseNo"
        label={c.caseNo}
        clientCode={clientCode}
        required
        disabled={locked}
        onValueChange={(caseNo) => !caseNo && reset({ ...EMPTY, clientCode: getValues('clientCode') })}
      />
    </div>
  )
}

function NewDateFields({ stateCode, disabled }: { stateCode: string; disabled: boolean }) {
  const t = useTexts()
  const names = useCodeNames()
  const common = useCommon()
  const c = common.fields
  return (
    <fieldset disabled={disabled} className="min-w-0 space-y-4">
      <Card name="new-date-details" title={t.cards.newDate}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <DateInput name="newNextHearingDate" label={c.nextHearingDate} required hint={t.nextDateHint} />
          <CourtPicker name="newCourtCode" label={c.court} stateCode={stateCode} required />
          <TextInput name="newJudge" label={c.judge} maxLength={MAX.judge} />
          <TextInput name="newCourtNo" label={c.courtNo} maxLength={MAX.courtNo} />
          <TextInput name="newAdvocate" label={t.fields.attendantAdvocate} maxLength={MAX.advocate} />
          <SelectInput name="newPurpose" label={c.purpose} options={options(PURPOSES, names.purposes)} />
          <SelectInput name="newCaseStatus" label={common.status} options={options(STATUSES, names.statuses)} />
          <TextInput name="oppAdvocateName" label={c.oppositeAdvocate} maxLength={MAX.oppAdvocate} />
          <DigitsInput name="oppAdvMob" label={t.fields.oppAdvocateMobile} maxLength={MAX.oppMobile} autoComplete="off" />
        </div>
      </Card>
      <Card name="file-placement" title={t.cards.filePlacement}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          <TextInput name="fileNo" label={c.fileNo} maxLength={MAX.fileNo} />
          <TextInput name="roomNo" label={c.roomNo} maxLength={MAX.roomNo} />
          <TextInput name="almirahNo" label={c.almirah} maxLength={MAX.almirah} />
          <TextInput name="rackNo" label={c.rack} maxLength={MAX.rack} />
          <TextInput name="fileDescription" label={c.fileDescription} maxLength={MAX.fileDescription} />
        </div>
      </Card>
      <Card name="comments" title={t.cards.comments}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput name="advocateComment" label={t.fields.advocateComment} maxLength={MAX.comment} />
          <TextInput name="clientComment" label={t.fields.clientComment} maxLength={MAX.comment} />
        </div>
      </Card>
    </fieldset>
  )
}

/**
 * Spec 2 §2: Case Next Date. `id` (the encrypted case id, from the dashboard's pending list or a report)
 * opens that case, and saving then returns to /dashboard.
 */
export function CaseNextDatePage({ id }: { id?: string }) {
  const t = useTexts()
  const rules = useNextDateTexts().nextDate
  const navigate = useNavigate()
  const [actionsOpen, setActionsOpen] = useState(false)
  const opened = $api.useQuery('post', '/get-advocate-client-case-master-detail', { body: { EncryptedAdvocateCode: currentAdvocateCode(), EncryptedCaseId: id ?? '' } }, { enabled: !!id })
  /** The chosen case as the provider has it; the save sends its current values beside the new ones. */
  const shown = useRef<CaseRecord | undefined>(undefined)
  const shell = useShellForm<NextDateForm>({
    schema: nextDateSchema,
    empty: EMPTY,
    submit: async (values) => {
      const { data } = await api.POST('/add-case-next-date-detail', { body: toPayload(values, shown.current!, currentAdvocateCode(), auditName()) })
      return { message: data!.message }
    },
    // Spec 2 §2: opened from the dashboard, saving returns there; otherwise the case's new current values load (the save refreshes every query).
    // The form is no longer changed, but the guard hears of it only on the next render: leave past it.
    onSaved: () => void (id && shell.guard.leave(() => navigate({ to: '/dashboard' }))),
    // The draft is kept under the screen's English name, whichever language is on screen.
    draft: { screen: TEXTS.title, id: null },
  })
  const { form } = shell
  const [clientCode, caseNo] = useWatch({ control: form.control, name: ['clientCode', 'caseNo'] })
  const current = $api.useQuery(
    'post',
    '/get-case-next-date-detail',
    { body: { EncryptedAdvocateCode: currentAdvocateCode(), ClientCode: clientCode, CaseNo: caseNo } },
    { enabled: !!clientCode && !!caseNo },
  )
  const record = clientCode && caseNo ? current.data?.data.caseDetail : undefined
  useLayoutEffect(() => {
    shown.current = record
  })

  // A case opened by its id: its client and case number choose it.
  const openedCase = opened.data?.data.caseDetail
  useEffect(() => {
    if (openedCase) form.reset({ ...EMPTY, clientCode: openedCase.clientCode, caseNo: openedCase.clientCaseNo })
  }, [openedCase, form])
  useEffect(() => {
    if (opened.error) toast.error(errorMessage(opened.error))
  }, [opened.error])
  // Choosing a case loads its details; the new values start as the current ones.
  useEffect(() => {
    if (!record) return
    form.reset(fromCase(record, form.getValues('clientCode'), form.getValues('caseNo')))
    // The date is what changes at almost every hearing: the cursor waits there (once the fields are enabled).
    if (record.caseStatus !== 'DISPOSED') setTimeout(() => form.setFocus('newNextHearingDate'))
  }, [record, form])

  const disposed = record?.caseStatus === 'DISPOSED'
  // The case opened by its id, then the chosen case's details: whichever failed is said where the details go.
  const failure = opened.isError ? { error: opened.error, retry: opened.refetch } : clientCode && caseNo && current.isError ? { error: current.error, retry: current.refetch } : null
  return (
    <SingleFormPage
      title={t.title}
      shell={shell}
      hideSave={disposed}
      actions={
        <>
          <button type="button" className="btn-secondary" disabled={!record} onClick={() => setActionsOpen(true)}>
            <ListTodo size={16} aria-hidden="true" /> {t.addAction}
          </button>
          {/* Issue 25: the hearing as saved (its comment, the new date) is what the client is told. */}
          {record && <TellClientButton key={`${record.encryptedCaseId}-${record.nextHearingDate}`} encryptedCaseId={record.encryptedCaseId} kind="OUTCOME" className="btn-secondary" />}
          {record && <TimelineButton encryptedCaseId={record.encryptedCaseId} caseNo={record.clientCaseNo} />}
        </>
      }
    >
      <div className="max-w-6xl space-y-4">
        <CasePickers locked={!!id} />
        {disposed && (
          <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
            {rules.disposed}
          </p>
        )}
        <CurrentDetails current={record} failed={failure} />
        <NewDateFields stateCode={record?.stateCode ?? ''} disabled={!record || disposed} />
      </div>
      <ActionDetailsDialog
        open={actionsOpen}
        onClose={() => setActionsOpen(false)}
        clientCode={record?.clientCode ?? ''}
        caseNo={record?.clientCaseNo ?? ''}
        registerDate={record?.caseRegisterDate ?? ''}
      />
    </SingleFormPage>
  )
}
