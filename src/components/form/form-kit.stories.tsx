import { useEffect } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import preview from '../../../.storybook/preview'
import { DateInput, NumberInput } from './form-fields'
import { AsyncSelectField } from './async-select'

const COURTS = ['BOMBAY HIGH COURT', 'CITY CIVIL COURT, MUMBAI', 'DISTRICT COURT, PUNE', 'FAMILY COURT, BANDRA', 'SESSIONS COURT, MUMBAI'].map((label, i) => ({ value: String(i + 1), label }))

/** The fields of the form kit that need a form around them (they read it from react-hook-form's context). */
function Kit({ invalid = false }: { invalid?: boolean }) {
  const form = useForm({ defaultValues: { hearing: invalid ? '31-04-2026' : '', amount: '' } })
  useEffect(() => {
    if (invalid) form.setError('hearing', { message: 'Enter a valid date as DD-MM-YYYY' })
  }, [form, invalid])
  return (
    <FormProvider {...form}>
      <div className="grid max-w-md gap-4">
        <DateInput name="hearing" label="Next hearing date" required />
        <NumberInput name="amount" label="Amount (digits and one dot)" />
      </div>
    </FormProvider>
  )
}

const meta = preview.meta({ title: 'Components/Form/Kit', component: Kit })

export const DateAndNumber = meta.story()
export const DateWithError = meta.story({ args: { invalid: true } })

/** Type to search: options come a page at a time from a loader (here a fixed list). */
export const SearchableSelect = meta.story({
  render: () => (
    <div className="max-w-md">
      <AsyncSelectField
        label="Court"
        value=""
        onChange={() => undefined}
        queryKey={['story-courts']}
        load={async (search) => COURTS.filter((c) => c.label.includes(search.toUpperCase()))}
      />
    </div>
  ),
})
