import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { TextInput } from '@/components/form/form-fields'
import { widgetSchema, type Widget } from '../../tests/support/fake-modules'
import { renderPage } from '../../tests/support/render-page'
import type { Saved } from './define-module'
import { useShellForm } from './shell-form'
import { SingleFormPage } from './single-form-page'

const nameField = () => screen.getByLabelText(/^Widget Name/)
const saveButton = () => screen.getByRole('button', { name: 'Save' })

function fakePage(submit: (values: Widget) => Promise<Saved<Widget>>) {
  return function WidgetProfile() {
    // The record arrives after the first render, as a provider's answer does.
    const [loaded] = useState<Widget>({ name: 'LOADED' })
    const shell = useShellForm({ schema: widgetSchema, empty: { name: '' }, loaded, submit })
    return (
      <SingleFormPage title="Widget Profile" shell={shell}>
        <TextInput name="name" label="Widget Name" required />
      </SingleFormPage>
    )
  }
}

describe('the single-form shape', () => {
  it('shows the loaded record; Save is enabled by a change and says the provider message', async () => {
    const u = userEvent.setup()
    const submit = vi.fn(async (values: Widget) => ({ message: `Saved ${values.name}` }))
    await renderPage(fakePage(submit))
    await waitFor(() => expect(nameField()).toHaveValue('LOADED'))
    expect(screen.getByRole('tab', { name: 'Widget Profile' })).toBeInTheDocument()
    expect(saveButton()).toBeDisabled()
    await u.type(nameField(), '!')
    await u.click(saveButton())
    expect(await screen.findByText('Saved LOADED!')).toBeInTheDocument()
    await waitFor(() => expect(saveButton()).toBeDisabled())
  })

  it('keeps every field after a failed save; Exit then asks and Discard leaves for /dashboard', async () => {
    const u = userEvent.setup()
    const submit = vi.fn(async (): Promise<Saved<Widget>> => Promise.reject(new Error('down')))
    const { router } = await renderPage(fakePage(submit))
    await waitFor(() => expect(nameField()).toHaveValue('LOADED'))
    await u.type(nameField(), ' TWO')
    await u.click(saveButton())
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument()
    expect(nameField()).toHaveValue('LOADED TWO')
    await u.click(screen.getByRole('button', { name: 'Exit' }))
    await u.click(within(await screen.findByRole('dialog', { name: 'Confirmation' })).getByRole('button', { name: 'Discard' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
  })
})
