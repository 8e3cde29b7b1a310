import { useEffect } from 'react'
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { api } from '@/api/client'
import { DateInput, NumberInput, TextInput, errorOf } from '@/components/form/form-fields'
import { SelectField } from '@/components/form/select-field'
import { TextField } from '@/components/form/text-field'
import { rupees } from '@/lib/money'
import { RolePicker } from '@/lookups/pickers'
import { useSessionStore } from '@/session/session-store'
import { useCommon } from '@/components/texts'
import { useTexts } from './texts'
import { EMPTY_TRANSACTION, MAX, PAYMENT_TYPES, amounts, overlapOf, transactionSchema, type TransactionForm } from './transaction-schema'


/** The role's name, for the overlap message and the table (the picker holds only its id). */
async function roleNameOf(roleId: string): Promise<string> {
  const encryptedUserId = useSessionStore.getState().session?.encryptedSecurityUserId ?? ''
  const { data } = await api.POST('/role-master-list', { body: { encryptedUserId, pageNumber: 1, pageSize: 1000 } })
  return (data!.data.roleMasterList ?? data!.data.roleList ?? []).find((r) => String(r.roleId) === roleId)?.roleName ?? ''
}

function Total() {
  const t = useTexts().transaction
  const [qty, billingAmount, gstPercent] = useWatch<TransactionForm, ['qty', 'billingAmount', 'gstPercent']>({ name: ['qty', 'billingAmount', 'gstPercent'] })
  return <TextField label={t.totalAmount} readOnly value={rupees(amounts({ qty, billingAmount, gstPercent }).totalAmount)} hint={t.totalHint} />
}

interface Props {
  /** The row being edited, or null for a new one. */
  editing: TransactionForm | null
  /** The other rows of the advocate, for the overlap rule. */
  others: readonly TransactionForm[]
  onDone: (row: TransactionForm) => void
  onClear: () => void
}

/** Spec 2 §2, §5: the add/edit form of a licence transaction; the row goes to the advocate's local list. */
export function TransactionEditor({ editing, others, onDone, onClear }: Props) {
  const t = useTexts().transaction
  const c = useCommon()
  const typeOptions = PAYMENT_TYPES.map((type) => ({ value: type, label: t.paymentTypes[type] }))
  const form = useForm<TransactionForm>({ resolver: zodResolver(transactionSchema) as unknown as Resolver<TransactionForm>, defaultValues: EMPTY_TRANSACTION })
  const { reset, setValue, setError, handleSubmit, register, control } = form
  useEffect(() => reset(editing ?? EMPTY_TRANSACTION), [editing, reset])
  const paymentType = useWatch({ control, name: 'paymentType' })
  const type = register('paymentType')
  const submit = handleSubmit(async (values) => {
    const row = { ...values, roleName: (await roleNameOf(values.roleId)) || values.roleName }
    const clash = overlapOf(row, others)
    if (clash) return setError('startDate', { message: clash }, { shouldFocus: true })
    onDone(row)
    reset(EMPTY_TRANSACTION)
  })
  return (
    <FormProvider {...form}>
      <form noValidate aria-label={t.form} className="card space-y-4 p-4" onSubmit={(event) => void submit(event)}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <RolePicker name="roleId" label={t.roleName} required />
          <TextInput name="invoiceNo" label={t.invoiceNo} maxLength={MAX.invoiceNo} required />
          <DateInput name="invoiceDate" label={t.invoiceDate} required />
          <DateInput name="startDate" label={c.fields.startDate} required />
          <DateInput name="expiryDate" label={c.fields.expiryDate} required />
          <SelectField
            {...type}
            error={errorOf(form.formState.errors, 'paymentType')}
            label={c.fields.paymentType}
            options={typeOptions}
            required
            onChange={(event) => {
              void type.onChange(event)
              // Spec 2 §9: Cash has no payment number.
              if (event.target.value === 'Cash') setValue('paymentNo', '')
            }}
          />
          <TextInput name="paymentNo" label={t.paymentNo} maxLength={MAX.paymentNo} disabled={paymentType === 'Cash'} required={paymentType !== 'Cash'} />
          <NumberInput name="qty" label={t.qty} maxLength={MAX.qty} required />
          <TextInput name="hsnCode" label={t.hsnCode} maxLength={MAX.hsnCode} required />
          <NumberInput name="billingAmount" label={t.billingAmount} maxLength={MAX.billingAmount} required />
          <NumberInput name="gstPercent" label={t.gstPercent} maxLength={MAX.gstPercent} />
          <Total />
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary">
            {editing ? t.update : t.add}
          </button>
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              reset(EMPTY_TRANSACTION)
              onClear()
            }}
          >
            {t.clear}
          </button>
        </div>
      </form>
    </FormProvider>
  )
}
