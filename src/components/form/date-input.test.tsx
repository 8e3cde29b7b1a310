import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import { DateInput } from './form-fields'

function Harness() {
  const form = useForm({ defaultValues: { hearing: '' } })
  return (
    <FormProvider {...form}>
      <DateInput name="hearing" label="Next hearing date" />
      <output>{useWatch({ control: form.control, name: 'hearing' })}</output>
    </FormProvider>
  )
}

describe('DateInput', () => {
  it.each([
    ['2026-12-05', '05-12-2026'],
    ['12/05/2026', '05-12-2026'],
    ['05-12-2026', '05-12-2026'],
    ['31-04-2026', '31-04-2026'],
  ])('typed %s shows %s after leaving the field', async (typed, shown) => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.type(screen.getByLabelText('Next hearing date'), typed)
    await user.tab()
    expect(screen.getByLabelText('Next hearing date')).toHaveValue(shown)
    expect(screen.getByRole('status')).toHaveTextContent(shown)
  })
})
