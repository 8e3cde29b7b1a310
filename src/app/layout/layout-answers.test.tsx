import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse, type JsonBodyType } from 'msw'
import { server } from '@mocks/node'
import { MALFORMED_ANSWER } from '@/api/errors'
import { allowContractBreaks } from '../../../tests/contract/contract-guard'
import { renderApp } from '../../../tests/support/render'
import { signInAs } from '../../../tests/support/session'
import { MENU_NOT_LOADED } from './sidebar'

/**
 * The tester's issue: view-advocate-detail (the avatar's picture) answering data: null took the whole
 * layout down to 'This screen could not be shown'. Every call the signed-in layout makes is answered here
 * with what cannot be read; only its own piece may change.
 */
type Piece = 'menu' | 'headers' | 'shortcuts' | 'picture'
const LAYOUT_CALLS: { piece: Piece; method: 'get' | 'post'; path: string; wrongTypes: unknown }[] = [
  { piece: 'menu', method: 'post', path: '/get-security-menu-tree-menu-list', wrongTypes: [{ parentId: 'top', childId: 1, menuName: 7, menuItemPageURL: null }] },
  { piece: 'headers', method: 'get', path: '/get-security-menu-tree-header-list/:user', wrongTypes: [{ menuHeaderName: 5, menuItemPageURL: {}, childId: 'x' }] },
  { piece: 'shortcuts', method: 'get', path: '/get-key-combination-list', wrongTypes: { data: [{ shortCutKey: 1, route: null }] } },
  { piece: 'picture', method: 'post', path: '/view-advocate-detail', wrongTypes: { encryptedAdvocateCode: 5, advocateName: ['A'], advocatePicFileURL: 42 } },
]
const ANSWERS: Record<string, (wrongTypes: unknown) => unknown> = {
  'data: null': () => ({ status: 200, message: 'Success', data: null }),
  'data: {}': () => ({ status: 200, message: 'Success', data: {} }),
  'an empty body {}': () => ({}),
  'wrong types': (wrongTypes) => ({ status: 200, message: 'Success', data: wrongTypes }),
}
const cases = LAYOUT_CALLS.flatMap((call) => Object.entries(ANSWERS).map(([answer, body]) => [call.piece, call.path, answer, { ...call, body: body(call.wrongTypes) }] as const))

/** Serves `body` for the call until `fixed()`; counts the calls. */
function serve(method: 'get' | 'post', path: string, body: unknown) {
  allowContractBreaks()
  const state = { calls: 0, broken: true }
  server.use(
    http[method](`*/api${path}`, () => {
      state.calls++
      return state.broken ? HttpResponse.json(body as JsonBodyType) : undefined
    }),
  )
  return { state, fixed: () => (state.broken = false) }
}

/** The account menu's button: the avatar and the user's name. */
const accountButton = (name: string) => screen.getByRole('button', { name: new RegExp(`Account menu for ${name}`) })

/** What every piece of the layout shows while the rest is healthy: menu, top bar, footer, page. */
async function expectLayout(except: Piece) {
  expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument()
  expect(screen.queryByText('This screen could not be shown')).not.toBeInTheDocument()
  const menu = screen.getByRole('navigation', { name: 'Main menu' })
  if (except !== 'menu') expect(await within(menu).findByRole('button', { name: 'Data Entry' })).toBeInTheDocument()
  const headers = screen.getByRole('navigation', { name: 'Menu headers' })
  expect(within(headers).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument()
  if (except !== 'headers') expect(await within(headers).findAllByRole('link')).not.toHaveLength(1)
  expect(screen.getByTestId('footer-clock')).toBeInTheDocument()
  // The dashboard's own areas are not the layout's: they still come.
  expect(await screen.findByRole('region', { name: 'Case calendar' })).toBeInTheDocument()
}

describe('a layout call answered with what cannot be read degrades its own piece, never the layout', () => {
  it.each(cases)('%s (%s) answering %s', async (piece, _path, _answer, { method, path, body }) => {
    const { state } = serve(method, path, body)
    const { loginUserName } = await signInAs('advocate')
    const app = await renderApp('/dashboard')
    await waitFor(() => expect(state.calls).toBeGreaterThan(0))
    if (piece === 'picture') {
      // The default avatar, once the answer is in; the account menu still opens with its entries.
      await waitFor(() => expect(app.queryClient.getQueryCache().find({ queryKey: ['post', '/view-advocate-detail'], exact: false })?.state.status).toBe('error'))
      expect(accountButton(loginUserName).querySelector('img')).toBeNull()
      await userEvent.setup().click(accountButton(loginUserName))
      expect(await screen.findByRole('link', { name: 'Profile' })).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Logout' })).toBeInTheDocument()
    } else {
      // The menu, its headers and the shortcuts say why in a toast (spec §8); the menu also in the sidebar. The
      // toasts load after the first paint, which on a busy machine takes the first test longer than 3 s.
      expect(await screen.findByText(MALFORMED_ANSWER, undefined, { timeout: 10_000 })).toBeInTheDocument()
      if (piece === 'menu') expect(within(screen.getByRole('navigation', { name: 'Main menu' })).getByText(MENU_NOT_LOADED)).toBeInTheDocument()
    }
    await expectLayout(piece)
  })

  it('the healthy picture is an image, and the same answer made unreadable leaves the default avatar', async () => {
    const { loginUserName } = await signInAs('advocate')
    const healthy = await renderApp('/dashboard')
    await waitFor(() => expect(accountButton(loginUserName).querySelector('img')).not.toBeNull())
    healthy.unmount()
    serve('post', '/view-advocate-detail', { status: 200, message: 'Success', data: { encryptedAdvocateCode: 'x', advocateName: 'A', advocatePicFileURL: 42 } })
    const app = await renderApp('/dashboard')
    await waitFor(() => expect(app.queryClient.getQueryCache().find({ queryKey: ['post', '/view-advocate-detail'], exact: false })?.state.status).toBe('error'))
    expect(accountButton(loginUserName).querySelector('img')).toBeNull()
    await expectLayout('picture')
  })

  it('the menu that could not be read is asked again from the sidebar, and shows once the provider answers', async () => {
    const { state, fixed } = serve('post', '/get-security-menu-tree-menu-list', { status: 200, message: 'Success', data: null })
    await signInAs('advocate')
    await renderApp('/dashboard')
    const menu = screen.getByRole('navigation', { name: 'Main menu' })
    expect(await within(menu).findByText(MENU_NOT_LOADED)).toBeInTheDocument()
    fixed()
    await userEvent.setup().click(within(menu).getByRole('button', { name: 'Try again' }))
    expect(await within(menu).findByRole('button', { name: 'Data Entry' })).toBeInTheDocument()
    expect(within(menu).queryByText(MENU_NOT_LOADED)).not.toBeInTheDocument()
    expect(state.calls).toBe(2)
  })
})
