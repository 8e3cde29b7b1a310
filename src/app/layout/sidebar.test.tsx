import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { encryptId } from '@mocks/db/ids'
import { DEMO_ADVOCATE_CODE } from '@mocks/db'
import { provider } from '@mocks/provider'
import { renderApp } from '../../../tests/support/render'
import { signInAs } from '../../../tests/support/session'
import { useSessionStore } from '@/session/session-store'
import { PHONE_QUERY } from './use-phone'

/** A window as narrow as a phone: matchMedia answers the phone query (the test DOM has no matchMedia). */
function phoneWindow() {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === PHONE_QUERY, media: query, addEventListener: () => {}, removeEventListener: () => {} }))
  onTestFinished(() => void vi.unstubAllGlobals())
}

describe('sidebar (spec §2.3)', () => {
  it('a page with params (/case-next-date/{id}, from the dashboard) expands its group and marks and highlights its menu item', async () => {
    await signInAs('advocate')
    const caseId = provider().db.cases.find((c) => c.advocateCode === DEMO_ADVOCATE_CODE)!.caseId
    await renderApp(`/case-next-date/${encryptId('case', caseId)}`)
    const menu = await screen.findByRole('navigation', { name: 'Main menu' })
    const group = await within(menu).findByRole('button', { name: 'Data Entry' })
    expect(group).toHaveAttribute('aria-expanded', 'true')
    expect(within(menu).getByRole('button', { name: 'Reports' })).toHaveAttribute('aria-expanded', 'false')
    const item = within(screen.getByRole('list', { name: 'Data Entry Sub Menu' })).getByRole('link', { name: 'Case Next Date' })
    expect(item).toHaveAttribute('aria-current', 'page')
    // Spec §9: the highlight follows after 1 s.
    await waitFor(() => expect(item).toHaveClass('bg-brand-600'))
    expect(within(menu).getAllByRole('link').filter((link) => link.getAttribute('aria-current'))).toEqual([item])
  })
})

describe('the menu drawer below xl', () => {
  it('takes the focus, keeps Tab inside, closes on Escape and gives the focus back to Open menu', async () => {
    const user = userEvent.setup()
    await signInAs('clerk')
    await renderApp('/dashboard')
    const opener = await screen.findByRole('button', { name: 'Open menu' })
    const menu = screen.getByRole('navigation', { name: 'Main menu' })
    await within(menu).findByRole('button', { name: 'Data Entry' })
    await user.click(opener)
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement))
    // The page behind the drawer takes no focus.
    expect(opener.closest('[inert]')).not.toBeNull()
    const stops = within(menu).getAllByRole('link').length + within(menu).getAllByRole('button').length
    for (let i = 0; i <= stops; i++) {
      await user.tab()
      expect(menu).toContainElement(document.activeElement as HTMLElement)
    }
    await user.tab({ shift: true })
    expect(menu).toContainElement(document.activeElement as HTMLElement)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(opener).toHaveFocus())
    expect(opener.closest('[inert]')).toBeNull()
  })

  it('on a phone holds every menu header (the whole tree) even with a header chosen, and the top bar leaves them out', async () => {
    phoneWindow()
    await signInAs('advocate')
    useSessionStore.getState().setMenuHeaderId(20)
    await renderApp('/case-schedule')
    const menu = screen.getByRole('navigation', { name: 'Main menu' })
    for (const header of ['Data Entry', 'Reports', 'Settings']) expect(await within(menu).findByRole('button', { name: header })).toBeInTheDocument()
    expect(within(menu).getByRole('button', { name: 'Reports' })).toHaveAttribute('aria-expanded', 'true')
    // Hidden below sm by the stylesheet: the top bar keeps one row.
    expect(screen.getByRole('navigation', { name: 'Menu headers' })).toHaveClass('max-sm:hidden')
  })
})

describe('top bar', () => {
  it('marks the header the user is in as current, styled apart from the others: the one holding the page, then the one chosen', async () => {
    const user = userEvent.setup()
    await signInAs('advocate')
    await renderApp('/case-registration')
    const headers = screen.getByRole('navigation', { name: 'Menu headers' })
    const link = (name: string) => within(headers).getByRole('link', { name })
    const expectCurrent = (name: string) => {
      expect(link(name)).toHaveAttribute('aria-current')
      expect(link(name)).toHaveClass('underline')
      for (const other of within(headers).getAllByRole('link').filter((l) => l !== link(name))) {
        expect(other).not.toHaveAttribute('aria-current')
        expect(other).not.toHaveClass('underline')
      }
    }
    await waitFor(() => expect(link('Data Entry')).toHaveAttribute('aria-current', 'true'))
    expectCurrent('Data Entry')
    await user.click(link('Reports'))
    await waitFor(() => expectCurrent('Reports'))
  })
})
