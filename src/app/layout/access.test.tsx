import { describe, expect, it, onTestFinished } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { renderApp } from '../../../tests/support/render'
import { signInAs, type DemoLogin } from '../../../tests/support/session'
import { STAFF_OF_ADVOCATE } from '@/features/dashboard/dashboard-page'
import { DEMO_ADVOCATE_CODE } from '@mocks/db'
import { provider } from '@mocks/provider'
import { accessFrom } from '@/session/menu-access'
import { NO_ACCESS } from './page-access'
import { MENU_KEY } from './menu'

/** Records the provider calls a screen makes, to prove a refused page made none. */
function recordCalls() {
  const paths: string[] = []
  const listener = ({ request }: { request: Request }) => void paths.push(new URL(request.url).pathname)
  server.events.on('request:start', listener)
  onTestFinished(() => server.events.removeListener('request:start', listener))
  return paths
}

async function open(who: DemoLogin, path: string) {
  await signInAs(who)
  const app = await renderApp(path)
  await screen.findByRole('navigation', { name: 'Menu headers' })
  return app
}

describe('page access follows the provider menu (spec §6, QUALITY §23)', () => {
  it('grants the menu pages, their sub-routes and the dashboard, nothing else', () => {
    const allowed = accessFrom([{ parentId: 0, childId: 13, menuName: 'Case Next Date', menuItemPageURL: '/case-next-date' }])
    expect(['/dashboard', '/case-next-date', '/case-next-date/', '/case-next-date/abc'].map(allowed)).toEqual([true, true, true, true])
    expect(['/case-next-dates', '/system-settings', '/'].map(allowed)).toEqual([false, false, false])
  })

  it.each<[DemoLogin, string, string]>([
    ['clerk', '/system-settings', 'System Settings'],
    ['clerk', '/security-menu-tree', 'Menu Tree'],
    ['clerk', '/client-payment', 'Client Payment'],
    ['advocate', '/court-type-master', 'Court Type Master'],
    ['advocate', '/security-menu-tree', 'Menu Tree'],
    ['admin', '/court-day', 'Court Day'],
  ])('%s typing %s gets the no-access page inside the layout and nothing of the screen', async (who, path, title) => {
    await signInAs(who)
    const calls = recordCalls()
    await renderApp(path)
    expect(await screen.findByRole('heading', { name: NO_ACCESS })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: title })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'New' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument()
    // The layout's own calls (the menu, the shortcuts, the avatar's picture) are not the screen's.
    expect(calls.filter((p) => !/get-security-menu-tree|get-key-combination-list|view-advocate-detail/.test(p))).toEqual([])
  })

  it('admin opens an administration screen of its menu', async () => {
    await open('admin', '/court-type-master')
    expect(await screen.findByRole('heading', { name: 'Court Type Master' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: NO_ACCESS })).not.toBeInTheDocument()
  })

  it('the dashboard stays reachable, and the clerk is told the truth about it', async () => {
    await open('clerk', '/dashboard')
    expect(await screen.findByText(STAFF_OF_ADVOCATE, { exact: false })).toBeInTheDocument()
    expect(screen.queryByText(/no advocate practice/)).not.toBeInTheDocument()
  })

  it('a shortcut the provider maps to a page outside the menu does nothing; one inside it works', async () => {
    server.use(
      http.get('*/api/get-key-combination-list', () =>
        HttpResponse.json({ status: 200, message: 'OK', data: { data: [{ shortCutKey: 'ALT+A', route: '/advocate' }, { shortCutKey: 'SHIFT+C', route: '/client' }] } }),
      ),
    )
    const { router } = await open('clerk', '/dashboard')
    await screen.findByText(STAFF_OF_ADVOCATE, { exact: false })
    await waitFor(() => {
      fireEvent.keyDown(window, { key: 'c', code: 'KeyC', shiftKey: true })
      expect(router.state.location.pathname).toBe('/client')
    })
    fireEvent.keyDown(window, { key: 'a', code: 'KeyA', altKey: true })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(router.state.location.pathname).toBe('/client')
    expect(screen.queryByRole('heading', { name: NO_ACCESS })).not.toBeInTheDocument()
  })

  it('the account menu offers Profile only to users whose menu has it', async () => {
    const user = userEvent.setup()
    await open('admin', '/dashboard')
    await user.click(screen.getByRole('button', { name: /SYSTEM ADMINISTRATOR/ }))
    expect(screen.getByRole('link', { name: 'Logout' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument()
  })

  it("the avatar shows the advocate's profile picture, the default one without it, and a provider URL with the time it was read", async () => {
    const advocate = provider().db.advocates.find((a) => a.advocateCode === DEMO_ADVOCATE_CODE)!
    advocate.advocatePicFileURL = 'data:image/png;base64,iVBORw0KGgo='
    const { container } = await open('advocate', '/dashboard')
    await waitFor(() => expect(container.querySelector('header img')).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo='))
    expect(container.querySelector('header img')).toHaveAttribute('alt', '')
  })

  it("a provider's picture URL carries the time it was read, so a replaced picture is not taken from the cache", async () => {
    provider().db.advocates.find((a) => a.advocateCode === DEMO_ADVOCATE_CODE)!.advocatePicFileURL = 'https://pictures.example/a.png'
    const { container } = await open('advocate', '/dashboard')
    await waitFor(() => expect(container.querySelector('header img')?.getAttribute('src')).toMatch(/^https:\/\/pictures\.example\/a\.png\?v=\d+$/))
  })

  it('for a user whose menu has no Profile (the clerk), the avatar stays the default one', async () => {
    provider().db.advocates.find((a) => a.advocateCode === DEMO_ADVOCATE_CODE)!.advocatePicFileURL = 'https://pictures.example/a.png'
    const clerk = await open('clerk', '/dashboard')
    await screen.findByRole('button', { name: /SURESH PATIL/ })
    expect(clerk.container.querySelector('header img')).toBeNull()
  })

  describe('while the menu is read, with the menu this device kept', () => {
    /** Holds the provider's menu answer until `release` is called; the real handler answers then. */
    function holdMenu() {
      let release = () => {}
      const gate = new Promise<void>((resolve) => (release = resolve))
      server.use(http.post('*/api/get-security-menu-tree-menu-list', async () => void (await gate)))
      return () => release()
    }
    const keep = (user: string, pages: string[]) =>
      sessionStorage.setItem(MENU_KEY, JSON.stringify({ user, items: pages.map((url, i) => ({ parentId: 0, childId: 900 + i, menuName: url, menuItemPageURL: url })) }))

    it('a page it grants starts its calls at once, hidden, and shows when the menu grants it', async () => {
      const session = await signInAs('advocate')
      keep(session.encryptedSecurityUserId, ['/court-day'])
      const release = holdMenu()
      const calls = recordCalls()
      await renderApp('/court-day')
      await waitFor(() => expect(calls).toContain('/api/get-client-case-schedule-list'))
      expect(screen.queryByRole('heading', { name: /Court day/i })).not.toBeInTheDocument()
      expect(screen.getByText('Loading page')).toBeInTheDocument()
      release()
      expect(await screen.findByRole('heading', { name: /Court day/i })).toBeVisible()
    })

    it('a page it grants but the fresh menu refuses is never shown', async () => {
      const session = await signInAs('advocate')
      keep(session.encryptedSecurityUserId, ['/court-type-master'])
      const release = holdMenu()
      await renderApp('/court-type-master')
      await screen.findByText('Loading page')
      expect(screen.queryByRole('heading', { name: 'Court Type Master' })).not.toBeInTheDocument()
      release()
      expect(await screen.findByRole('heading', { name: NO_ACCESS })).toBeInTheDocument()
      expect(screen.queryByRole('heading', { name: 'Court Type Master', hidden: true })).not.toBeInTheDocument()
    })

    it("another user's kept menu opens nothing early", async () => {
      await signInAs('advocate')
      keep('someone-else', ['/court-day'])
      const release = holdMenu()
      const calls = recordCalls()
      await renderApp('/court-day')
      await screen.findByText('Loading page')
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(calls).not.toContain('/api/get-client-case-schedule-list')
      release()
      expect(await screen.findByRole('heading', { name: /Court day/i })).toBeVisible()
    })
  })
})
