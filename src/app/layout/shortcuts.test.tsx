import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { SAVE_QUESTION } from '@/shell/unsaved-guard'
import { renderApp } from '../../../tests/support/render'
import { signInAs } from '../../../tests/support/session'
import { findReadyDialog } from '../../../tests/support/dialog'

/** Admin's pages, with a SHIFT and an ALT shortcut into them. */
const SHORTCUTS = [
  { shortCutKey: 'SHIFT+C', route: '/court-master' },
  { shortCutKey: 'ALT+A', route: '/advocate' },
]

async function openCourtTypes() {
  server.use(http.get('*/api/get-key-combination-list', () => HttpResponse.json({ status: 200, message: 'OK', data: { data: SHORTCUTS } })))
  await signInAs('admin')
  const app = await renderApp('/court-type-master')
  await screen.findByRole('heading', { name: 'Court Type Master' })
  await screen.findByText(/^1 to \d+ of \d+$/)
  return app
}

describe('shortcuts never take over typing (spec §7)', () => {
  it('SHIFT+letter inside a field types the capital letter and goes nowhere', async () => {
    const user = userEvent.setup()
    const { router } = await openCourtTypes()
    const search = screen.getByRole('searchbox')
    await user.click(search)
    await user.keyboard('{Shift>}C{/Shift}ourt')
    expect(search).toHaveValue('Court')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(router.state.location.pathname).toBe('/court-type-master')
    // Outside a field the same keys are the shortcut.
    await user.click(document.body)
    await user.keyboard('{Shift>}C{/Shift}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/court-master'))
  })

  it('ALT+letter inside a changed form asks first, and staying keeps the form and its text', async () => {
    const user = userEvent.setup()
    const { router } = await openCourtTypes()
    await user.click(screen.getByRole('button', { name: 'New' }))
    const name = screen.getByLabelText(/^Court Type Name/)
    await user.type(name, 'Tribunal')
    await user.keyboard('{Alt>}a{/Alt}')
    const dialog = await findReadyDialog('Confirmation')
    expect(dialog).toHaveTextContent(SAVE_QUESTION)
    expect(router.state.location.pathname).toBe('/court-type-master')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(router.state.location.pathname).toBe('/court-type-master')
    expect(screen.getByLabelText(/^Court Type Name/)).toHaveValue('Tribunal')
  })

  it('ALT+letter inside the list search box (nothing to lose) goes to its page', async () => {
    const user = userEvent.setup()
    const { router } = await openCourtTypes()
    await user.click(screen.getByRole('searchbox'))
    await user.keyboard('{Alt>}a{/Alt}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/advocate'))
  })
})
