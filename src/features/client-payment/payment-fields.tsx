import { useFormContext, useWatch } from 'react-hook-form'
import { DateInput, NumberInput, TextInput, errorOf } from '@/components/form/form-fields'
import { SelectField } from '@/components/form/select-field'
import { ClientCasePicker } from '@/lookups/pickers'
import { useCommon } from '@/components/texts'
import { MAX, PAYMENT_TYPES, type PaymentForm } from './schema'
import { useTexts } from './texts'

/** Spec 2 §2, §4: the Payment Details form of the current client. */
export function PaymentFields() {
  const t = useTexts()
  const c = useCommon()
  const typeOptions = PAYMENT_TYPES.map((value) => ({ value, label: t.paymentTypes[value] }))
  const { setValue, register, formState } = useFormContext<PaymentForm>()
  const [clientCode, paymentType] = useWatch<PaymentForm, ['clientCode', 'paymentType']>({ name: ['clientCode', 'paymentType'] })
  const clear = (...names: (keyof PaymentForm)[]) => names.forEach((name) => setValue(name, '', { shouldDirty: true }))
  const type = register('paymentType')
  const cash = paymentType === 'Cash'
  return (
    <div className="grid max-w-4xl gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {/* Spec 2 §4: another case clears what belonged to the previous one. */}
      <ClientCasePicker name="caseNo" label={t.fields.caseNo} clientCode={clientCode} required onValueChange={() => clear('paymentNo', 'chequeDate', 'amount', 'paymentType')} />
      <DateInput name="paymentDate" label={t.columns.paymentDate} required />
      <SelectField
        {...type}
        error={errorOf(formState.errors, 'paymentType')}
        label={c.fields.paymentType}
        options={typeOptions}
        required
        onChange={(event) => {
          void type.onChange(event)
          // Spec 2 §4: Cash has neither; an empty type clears them; Cheque enables them.
          if (event.target.value !== 'Cheque') clear('paymentNo', 'chequeDate')
        }}
      />
      <DateInput name="chequeDate" label={t.columns.chequeDate} disabled={cash} required={paymentType === 'Cheque'} />
      <TextInput name="paymentNo" label={t.fields.paymentNo} maxLength={MAX.paymentNo} disabled={cash} required={!cash} />
      <NumberInput name="amount" label={t.overview.amount} maxLength={MAX.amount} required autoComplete="off" />
    </div>
  )
}
