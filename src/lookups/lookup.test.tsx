import { afterEach, describe, expect, it } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import { createAppQueryClient } from '@/api/query-client'
import type { Option } from '@/components/form/select-field'
import { chooseLanguage } from '@/i18n/texts'
import { LookupSelect } from './lookup'
import { CountryStateFields } from './pickers'

const TYPES: Option[] = [
  { value: '1', label: 'DISTRICT COURT' },
  { value: '2', label: 'FAMILY COURT' },
]

/** A form opened on a saved record whose select's options come from a call answered when the test says. */
function Harness({ load, saved }: { load: () => Promise<Option[]>; saved: string }) {
  const form = useForm({ defaultValues: { courtType: saved } })
  return (
    <FormProvider {...form}>
      <LookupSelect name="courtType" label="Court Type" queryKey={['test-types']} load={load} />
      <output>{useWatch({ control: form.control, name: 'courtType' })}</output>
      <button type="button" onClick={() => form.reset({ courtType: '1' })}>
        Open another
      </button>
    </FormProvider>
  )
}

describe('LookupSelect', () => {
  it('shows the saved value once its options arrive after the form was filled, and the next record too', async () => {
    let answer: (options: Option[]) => void = () => undefined
    const load = () => new Promise<Option[]>((resolve) => (answer = resolve))
    render(
      <QueryClientProvider client={createAppQueryClient()}>
        <Harness load={load} saved="2" />
      </QueryClientProvider>,
    )
    const select = screen.getByRole('combobox', { name: 'Court Type' })
    expect(select).toHaveDisplayValue('Select')
    answer(TYPES)
    await waitFor(() => expect(select).toHaveDisplayValue('FAMILY COURT'))
    expect(screen.getByRole('status')).toHaveTextContent('2')

    const u = userEvent.setup()
    await u.click(screen.getByRole('button', { name: 'Open another' }))
    expect(select).toHaveDisplayValue('DISTRICT COURT')
    await u.selectOptions(select, 'FAMILY COURT')
    expect(screen.getByRole('status')).toHaveTextContent('2')
  })
})

function CountryState() {
  const form = useForm({ defaultValues: { countryCode: '', stateCode: '' } })
  return (
    <FormProvider {...form}>
      <CountryStateFields />
    </FormProvider>
  )
}

describe('the country and state pair in the language on screen (issue 22)', () => {
  afterEach(() => chooseLanguage('en'))

  it.each([
    ['en', 'Country', 'State'],
    ['hi', 'देश', 'राज्य'],
  ] as const)('labels its fields in %s', async (language, country, state) => {
    await chooseLanguage(language)
    render(
      <QueryClientProvider client={createAppQueryClient()}>
        <CountryState />
      </QueryClientProvider>,
    )
    expect(await screen.findByRole('combobox', { name: new RegExp(`^${country}`) })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: new RegExp(`^${state}`) })).toBeInTheDocument()
  })
})
