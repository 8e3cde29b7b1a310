import { useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { Download, Mail, Pencil, Trash2 } from 'lucide-react'
import { api } from '@/api/client'
import { errorMessage } from '@/api/errors'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { DataTable, type Columns } from '@/components/data-table/data-table'
import { errorOf } from '@/components/form/form-fields'
import { toast } from '@/components/toast'
import { rupees } from '@/lib/money'
import { useModuleTabs } from '@/shell/module-page'
import { usePdfReport } from '@/shell/pdf-report'
import type { AdvocateForm } from './schema'
import { MESSAGES, amounts, type TransactionForm, type TransactionRow } from './transaction-schema'
import { TransactionEditor } from './transaction-form'
import { useTexts } from './texts'
import { useCommon } from '@/components/texts'

/** The invoice of a saved licence, from the provider (spec 2 §7: saved as Invoice.pdf). */
function useInvoice() {
  return usePdfReport({
    fileName: 'Invoice.pdf',
    call: async (id: string) => (await api.GET('/generate-client-transaction-pdf/{id}', { params: { path: { id } }, parseAs: 'blob' })).data,
  })
}

/** Asks the provider to e-mail a saved licence's invoice to the advocate; its answer is the toast. */
async function mailInvoice(id: string) {
  try {
    const { data } = await api.GET('/send-invoice-mail/{id}', { params: { path: { id } } })
    toast.success(data!.message)
  } catch (error) {
    toast.error(errorMessage(error))
  }
}

/** The Transaction Details tab (spec 2 §2, §4): the licence table held locally until the advocate is saved, and its form. */
export function TransactionsPanel() {
  const { setValue, formState } = useFormContext<AdvocateForm>()
  const rows = useWatch<AdvocateForm, 'transactions'>({ name: 'transactions' })
  const { show } = useModuleTabs()
  const [editing, setEditing] = useState<number | null>(null)
  const [deleting, setDeleting] = useState<number | null>(null)
  const invoice = useInvoice()
  const texts = useTexts()
  const t = texts.transaction
  const c = useCommon()
  const write = (next: TransactionRow[]) => setValue('transactions', next, { shouldDirty: true, shouldValidate: formState.isSubmitted })

  const done = (values: TransactionForm) => {
    if (editing === null) write([...rows, { ...values, encryptedAdvocateId: '', changed: true }])
    else write(rows.map((r, i) => (i === editing ? { ...r, ...values, changed: true } : r)))
    setEditing(null)
  }
  const remove = () => {
    write(rows.filter((_, i) => i !== deleting))
    setDeleting(null)
    setEditing(null)
    toast.success(MESSAGES.deleted)
  }

  const columns: Columns<TransactionRow> = [
    { header: t.role, accessorKey: 'roleName' },
    { header: t.invoiceNo, accessorKey: 'invoiceNo' },
    { header: t.invoiceDate, accessorKey: 'invoiceDate' },
    { header: c.fields.startDate, accessorKey: 'startDate' },
    { header: c.fields.expiryDate, accessorKey: 'expiryDate' },
    { header: c.fields.paymentType, id: 'paymentType', accessorFn: (row) => t.paymentTypes[row.paymentType as keyof typeof t.paymentTypes] ?? row.paymentType },
    { header: t.totalAmount, id: 'total', accessorFn: (row) => rupees(amounts(row).totalAmount), meta: { kind: 'number' } },
    {
      header: c.actions,
      id: 'actions',
      cell: ({ row }) => {
        const index = row.index
        const saved = row.original.encryptedAdvocateId
        return (
          <div className="flex gap-1">
            <button type="button" className="btn-secondary px-2" aria-label={t.editRow(row.original.invoiceNo)} onClick={() => setEditing(index)}>
              <Pencil size={16} aria-hidden="true" />
            </button>
            <button
              type="button"
              className="btn-secondary px-2"
              aria-label={t.download(row.original.invoiceNo)}
              title={saved ? undefined : t.saveFirst}
              disabled={!saved || invoice.isPending}
              onClick={() => invoice.mutate(saved)}
            >
              <Download size={16} aria-hidden="true" />
            </button>
            <button type="button" className="btn-secondary px-2" aria-label={t.mail(row.original.invoiceNo)} title={saved ? undefined : t.saveFirst} disabled={!saved} onClick={() => void mailInvoice(saved)}>
              <Mail size={16} aria-hidden="true" />
            </button>
            {/* Spec 2 §4: only a row not yet saved can be deleted. */}
            <button type="button" className="btn-secondary px-2" aria-label={t.deleteRow(row.original.invoiceNo)} title={saved ? t.savedKept : undefined} disabled={!!saved} onClick={() => setDeleting(index)}>
              <Trash2 size={16} aria-hidden="true" />
            </button>
          </div>
        )
      },
    },
  ]

  const error = errorOf(formState.errors, 'transactions')
  return (
    <div className="space-y-4">
      <TransactionEditor editing={editing === null ? null : (rows[editing] ?? null)} others={rows.filter((_, i) => i !== editing)} onDone={done} onClear={() => setEditing(null)} />
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <DataTable label={texts.module.transactionsTab} columns={columns} rows={rows} total={rows.length} status="success" onRetry={() => undefined} serial />
      <button type="button" className="btn-secondary" onClick={() => show('dealings')} disabled={!rows.length}>
        {texts.module.dealingsTab}
      </button>
      <ConfirmDialog open={deleting !== null} title={c.confirmation} message={texts.transactionMessages.askDelete} confirmLabel={c.yes} cancelLabel={c.no} danger onConfirm={remove} onCancel={() => setDeleting(null)} />
    </div>
  )
}
