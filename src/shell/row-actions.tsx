import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { RowData } from '@tanstack/react-table'
import { Trash2 } from 'lucide-react'
import { errorMessage } from '@/api/errors'
import { ConfirmDialog } from '@/components/confirm-dialog'
import type { Columns } from '@/components/data-table/data-table'
import { toast } from '@/components/toast'
import { COMMON, useCommon } from '@/components/texts'
import { useTranslate } from '@/i18n/texts'

type Column<Row extends RowData> = Columns<Row>[number]

/** Runs a row's call: the provider's message as a toast either way, and the lists fetched again on success. */
function useRowCall() {
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const run = async (call: () => Promise<string>): Promise<boolean> => {
    setBusy(true)
    try {
      toast.success(await call())
      await queryClient.invalidateQueries()
      return true
    } catch (error) {
      toast.error(errorMessage(error))
      return false
    } finally {
      setBusy(false)
    }
  }
  return { busy, run }
}

interface DeleteSpec<Row> {
  /** The button's accessible name, e.g. `Delete ${row.countryName}`. */
  label: (row: Row) => string
  /** The spec's question, e.g. 'Are you sure, you want to delete this payment detail?'. */
  question: string
  /** The call; answers the provider's message. */
  remove: (row: Row) => Promise<string>
  header?: string
  /** Whether the signed-in user may delete at all (a right the provider checks); without it no button shows. */
  allowed?: () => boolean
}

function DeleteButton<Row>({ row, spec }: { row: Row; spec: DeleteSpec<Row> }) {
  const c = useCommon()
  const [open, setOpen] = useState(false)
  const { busy, run } = useRowCall()
  return (
    <>
      <button type="button" className="btn-secondary px-2" aria-label={spec.label(row)} onClick={() => setOpen(true)}>
        <Trash2 size={16} aria-hidden="true" />
      </button>
      <ConfirmDialog
        open={open}
        title={c.confirmation}
        message={spec.question}
        confirmLabel={c.delete}
        cancelLabel={c.cancel}
        danger
        busy={busy}
        onConfirm={() => void run(() => spec.remove(row)).finally(() => setOpen(false))}
        onCancel={() => setOpen(false)}
      />
    </>
  )
}

/** A list's delete column: asks the spec's question, calls the provider, says its message, refreshes the list. */
export const deleteColumn = <Row extends RowData>(spec: DeleteSpec<Row>): Column<Row> => ({
  id: 'delete',
  header: spec.header ?? COMMON.delete,
  cell: ({ row }) => (spec.allowed && !spec.allowed() ? null : <DeleteButton row={row.original} spec={spec} />),
})

interface SwitchSpec<Row> {
  id: string
  header: string
  label: (row: Row) => string
  options: readonly string[]
  value: (row: Row) => string
  /** Saves the choice at once; answers the provider's message. */
  save: (row: Row, next: string) => Promise<string>
}

function RowSwitch<Row>({ row, spec }: { row: Row; spec: SwitchSpec<Row> }) {
  const translate = useTranslate()
  const [value, setValue] = useState(spec.value(row))
  const { busy, run } = useRowCall()
  const change = async (next: string) => {
    const before = value
    setValue(next)
    if (!(await run(() => spec.save(row, next)))) setValue(before)
  }
  return (
    <select className="input py-1" aria-label={spec.label(row)} value={value} disabled={busy} onChange={(event) => void change(event.target.value)}>
      {spec.options.map((option) => (
        <option key={option} value={option}>
          {translate(option)}
        </option>
      ))}
    </select>
  )
}

/** A dropdown in a row that saves at once (e.g. the litigation status); on failure it shows the old value again. */
export const switchColumn = <Row extends RowData>(spec: SwitchSpec<Row>): Column<Row> => ({
  id: spec.id,
  header: spec.header,
  // A new value from the provider starts the control afresh.
  cell: ({ row }) => <RowSwitch key={spec.value(row.original)} row={row.original} spec={spec} />,
})
