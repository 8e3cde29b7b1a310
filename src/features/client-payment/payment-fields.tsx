import { useFormContext, useWatch } from 'react-hook-form'
import { DateInput, NumberInput, TextInput, errorOf } from '@/components/form/form-fields'
import { SelectField } from '@/components/form/select-field'
import { ClientCasePicker } from '@/lookups/pickers'
import { MAX, PAYMENT_TYPES, type PaymentForm } from './schema'

const TYPE_OPTIONS = PAYMENT_TYPES.map((t) => ({ value: t, label: t }))

/** Spec 2 §2, §4: the Payment Details form of the current client. */
export function PaymentFields() {
  const { setValue, register, formState } = useFormContext<PaymentForm>()
  const [clientCode, paymentType] = useWatch<PaymentForm, ['clientCode', 'paymentType']>({ name: ['clientCode', 'paymentType'] })
  const clear = (...names: (keyof PaymentForm)[]) => names.forEach((name) => setValue(name, '', { shouldDirty: true }))
  const type = register('paymentType')
  const cash = paymentType === 'Cash'
  return (
    <div className="grid max-w-4xl gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {/* Spec 2 §4: another case clears what belonged to the previous one. */}
      <ClientCasePicker name="caseNo" label="Case No." clientCode={clientCode} required onValueChange={() => clear('paymentNo', 'chequeDate', 'amount', 'paymentType')} />
      <DateInput name="paymentDate" label="Payment Date" required />
      <SelectField
        {...type}
        error={errorOf(formState.errors, 'paymentType')}
        label="Payment Type"
        options={TYPE_OPTIONS}
        required
        onChange={(event) => {
          void type.onChange(event)
          // Spec 2 §4: Cash has neither; an empty type clears them; Cheque enables them.
          if (event.target.value !== 'Cheque') clear('paymentNo', 'chequeDate')
        }}
      />
      <DateInput name="chequeDate" label="Cheque Date" disabled={cash} required={paymentType === 'Cheque'} />
      <TextInput name="paymentNo" label="Payment No." maxLength={MAX.paymentNo} disabled={cash} required={!cash} />
      <NumberInput name="amount" label="Amount" maxLength={MAX.amount} required autoComplete="off" />
    </div>
  )
}
