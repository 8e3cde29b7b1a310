import { useLayoutEffect, useMemo, useRef, useState } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { FormProvider } from 'react-hook-form'
import { FilePlus2, Pencil, Save, X } from 'lucide-react'
import { api } from '@/api/client'
import { $api } from '@/api/query'
import type { components } from '@/api/schema.gen'
import { DataTable, type Columns } from '@/components/data-table/data-table'
import { byValue } from '@/components/data-table/order'
import { DateInput, DigitsInput, SelectInput, TextInput } from '@/components/form/form-fields'
import { toast } from '@/components/toast'
import { fromToast } from '@/components/modal'
import { useReturnFocus } from '@/components/use-return-focus'
import { displayDate } from '@/lib/dates'
import { auditName, useSessionStore } from '@/session/session-store'
import { useShellForm } from '@/shell/shell-form'
import type { ActionDetailsDialogProps } from './action-details-dialog'
import { ActionStatus, useCloseAction } from './close-action'
import { useCommon } from '@/components/texts'
import { TEXTS, useTexts } from './action-texts'
import { ACTION_ITEM_MAX, EMPTY, REMINDER_DAYS_MAX, STATUS_OPTIONS, actionSchema, toForm, toPayload, type ActionForm } from './schema'

type Action = components['schemas']['ActionDetailRow']

/** Spec 2 §8: what the case's list says when the case has no action. */
export const NO_ACTIONS = TEXTS.actions.noActions
/** The dialog lists every action of one case on one page (the contract's largest page). */
export const ACTIONS_PAGE_SIZE = 1000

/** Spec 2 §2: the list sorts by date, days, status and description, numbers by value and case ignored. */
const SORTABLE = {
  date: byValue<Action>((a) => a.date),
  days: byValue<Action>((a) => a.reminderDays),
  status: byValue<Action>((a) => a.reminderStatus),
  description: byValue<Action>((a) => a.actionItem),
}

const about = (action: Action) => `${displayDate(action.date)}: ${action.actionItem}`

/**
 * The dialog itself, loaded by ActionDetailsDialog on first open. Its body (form and list) lives only
 * while it is open and starts again for another case, so every opening starts with a new action.
 */
export default function ActionDetailsContent(props: ActionDetailsDialogProps) {
  const returnFocus = useReturnFocus(props.open)
  return (
    <Dialog.Root open={props.open} onOpenChange={(next) => !next && props.onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <ActionDetailsBody key={`${props.clientCode}\n${props.caseNo}`} {...props} onCloseAutoFocus={returnFocus} />
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function ActionDetailsBody({
  onClose,
  clientCode,
  caseNo,
  registerDate,
  onCloseAutoFocus,
}: ActionDetailsDialogProps & { onCloseAutoFocus: (event: Event) => void }) {
  const advocateCode = useSessionStore((s) => s.session?.encryptedAdvocateCode ?? '')
  const t = useTexts().actions
  const c = useCommon()
  const blank = useMemo<ActionForm>(() => ({ ...EMPTY, clientCode, caseNo, registerDate }), [clientCode, caseNo, registerDate])
  /** The action being edited; null while the form holds a new one. */
  const [editing, setEditing] = useState<Action | null>(null)
  const shell = useShellForm<ActionForm>({
    schema: actionSchema,
    empty: blank,
    submit: async (values) => {
      const by = auditName()
      const body = { ...toPayload(values), EncryptedAdvocateCode: advocateCode, CreatedBy: by, AddUser: by }
      const { data } = editing
        ? await api.POST('/update-action-details', { body: { ...body, EncryptedActionDetailId: editing.actionId, ModifiedBy: by } })
        : await api.POST('/add-action-details', { body })
      return { message: data!.message }
    },
    // The list is fetched again by the save flow; the form is ready for the next action.
    onSaved: () => startNew(),
  })
  const { form, guard } = shell
  const closing = useCloseAction()

  function startNew() {
    form.reset(blank)
    setEditing(null)
  }
  /** Leaving or switching with unsaved changes asks 'Do you want to save changes?' first. */
  const leave = () => guard.confirm(onClose)
  const edit = (action: Action) =>
    guard.confirm(() => {
      // The fields stay registered, so the date can take the focus at once.
      form.reset(toForm(action, blank), { keepFieldsRef: true })
      setEditing(action)
      form.setFocus('date')
    })
  // The cells are components: made once, so a click does not replace the button it came from. They call
  // the `edit` of the latest render, which knows whether the form has changes to ask about.
  const latestEdit = useRef(edit)
  useLayoutEffect(() => {
    latestEdit.current = edit
  })

  const save = async () => {
    if (await shell.save()) return
    // Spec 2 §8: a missing client or case is said in a toast; the dialog has no field to show it at.
    for (const name of ['clientCode', 'caseNo'] as const) {
      const message = form.getFieldState(name).error?.message
      if (message) toast.error(message, { form: form.control })
    }
  }

  const chosen = clientCode !== '' && caseNo !== ''
  const list = $api.useQuery(
    'post',
    '/get-action-details-list',
    { body: { pageNumber: 1, pageSize: ACTIONS_PAGE_SIZE, EncryptedAdvocateCode: advocateCode, ClientCode: clientCode, CaseNo: caseNo } },
    { enabled: chosen },
  )
  const { ask } = closing
  const columns = useMemo<Columns<Action>>(
    () => [
      {
        header: c.edit,
        id: 'edit',
        cell: ({ row }) => (
          <button
            type="button"
            className="btn-secondary px-2 py-1"
            aria-label={t.editOf(about(row.original))}
            onClick={() => latestEdit.current(row.original)}
          >
            <Pencil size={16} aria-hidden="true" />
          </button>
        ),
      },
      // Date and status first: on a phone they show without scrolling sideways.
      { header: t.date, id: 'date', cell: ({ row }) => <span className="whitespace-nowrap">{displayDate(row.original.date)}</span> },
      {
        header: c.status,
        id: 'status',
        cell: ({ row }) => (
          <ActionStatus status={row.original.reminderStatus} label={t.closeOf(about(row.original))} onAsk={() => ask(row.original)} />
        ),
      },
      { header: t.reminderDays, id: 'days', cell: ({ row }) => row.original.reminderDays },
      { header: t.actionItem, id: 'description', cell: ({ row }) => <span className="break-words">{row.original.actionItem}</span> },
    ],
    [ask, t, c],
  )

  return (
    <Dialog.Content
      onCloseAutoFocus={onCloseAutoFocus}
      // The form's first field, rather than the close button that comes first.
      onOpenAutoFocus={(event) => {
        event.preventDefault()
        form.setFocus('date')
      }}
      onEscapeKeyDown={(event) => {
        event.preventDefault()
        leave()
      }}
      onPointerDownOutside={(event) => {
        event.preventDefault()
        if (!fromToast(event)) leave()
      }}
      className="card fixed start-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(56rem,calc(100vw-1rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto p-4 focus:outline-none sm:p-6 rtl:translate-x-1/2"
    >
      <div className="mb-1 flex items-start justify-between gap-4">
        <Dialog.Title className="text-lg font-semibold">{t.title}</Dialog.Title>
        <button type="button" className="rounded-md p-1 hover:bg-slate-100 dark:hover:bg-slate-800" aria-label={t.closeLabel} onClick={leave}>
          <X size={18} aria-hidden="true" />
        </button>
      </div>
      <Dialog.Description className="mb-3 text-sm text-slate-700 dark:text-slate-300">
        {caseNo ? t.caseNo(caseNo) : t.noCase}
      </Dialog.Description>
      <FormProvider {...form}>
        <form
          noValidate
          aria-label={editing ? t.editAction : t.newAction}
          onSubmit={(event) => {
            event.preventDefault()
            // The dialog sits in the page's React tree: its submit must not reach a form of the page.
            event.stopPropagation()
            void save()
          }}
        >
          <p className="mb-2 text-sm font-medium" aria-live="polite">
            {editing ? t.editing(displayDate(editing.date)) : t.newAction}
          </p>
          <div className="grid gap-3 sm:grid-cols-3">
            <DateInput name="date" label={t.date} required />
            <DigitsInput name="reminderDays" label={t.reminderDays} maxLength={REMINDER_DAYS_MAX} required />
            <SelectInput
              name="reminderStatus"
              label={c.status}
              options={STATUS_OPTIONS.map((o) => ({ ...o, label: t.statuses[o.value as keyof typeof t.statuses] }))}
              disabled={!editing}
              hint={editing ? undefined : t.newIsOpen}
            />
            <TextInput name="actionItem" label={t.actionItem} maxLength={ACTION_ITEM_MAX} required className="space-y-1 sm:col-span-3" />
          </div>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            {editing && (
              <button type="button" className="btn-secondary" onClick={() => guard.confirm(startNew)}>
                <FilePlus2 size={16} aria-hidden="true" /> {t.new}
              </button>
            )}
            <button type="submit" className="btn-primary" disabled={shell.saving}>
              <Save size={16} aria-hidden="true" /> {shell.saving ? t.saving : c.save}
            </button>
            <button type="button" className="btn-secondary" onClick={leave}>
              <X size={16} aria-hidden="true" /> {c.cancel}
            </button>
          </div>
        </form>
      </FormProvider>
      <div className="mt-4">
        <DataTable
          label={caseNo ? t.actionsOf(caseNo) : c.actions}
          columns={columns}
          rows={chosen ? list.data?.data.actionDetailsList : []}
          total={list.data?.data.totalCount ?? 0}
          status={chosen ? list.status : 'success'}
          error={list.error}
          onRetry={() => void list.refetch()}
          emptyText={NO_ACTIONS}
          getRowId={(a) => a.actionId}
          onOpenRow={edit}
          sortable={SORTABLE}
        />
      </div>
      {closing.dialog}
      {shell.dialogs}
    </Dialog.Content>
  )
}
