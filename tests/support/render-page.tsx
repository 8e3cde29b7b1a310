import type { ReactElement } from 'react'
import { render } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { Link, Outlet, RouterProvider, createBrowserHistory, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import { createAppQueryClient } from '@/api/query-client'
import { AppToaster } from '@/components/toast'

/**
 * Renders one page (a fake module of a shell test) at `/page` in a router of its own, with toasts and a
 * menu link: '/dashboard' and '/elsewhere' are plain pages to leave to. `browser` uses the window's history
 * (Back as a browser does it), having come to the page from '/dashboard'.
 */
export async function renderPage(page: () => ReactElement, path = '/page', { browser = false } = {}) {
  const root = createRootRoute({
    component: () => (
      <>
        <Link to={'/elsewhere' as never}>Elsewhere</Link>
        <Outlet />
        <AppToaster dark={false} />
      </>
    ),
  })
  const routes = [
    createRoute({ getParentRoute: () => root, path: '/page', component: page }),
    createRoute({ getParentRoute: () => root, path: '/dashboard', component: () => <h1>Dashboard page</h1> }),
    createRoute({ getParentRoute: () => root, path: '/elsewhere', component: () => <h1>Elsewhere page</h1> }),
  ]
  if (browser) window.history.replaceState(null, '', '/dashboard')
  const history = browser ? createBrowserHistory() : createMemoryHistory({ initialEntries: ['/dashboard', path] })
  const router = createRouter({ routeTree: root.addChildren(routes), history })
  const queryClient = createAppQueryClient()
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  await router.load()
  if (browser) await router.navigate({ to: path as never })
  return { ...view, router, history, queryClient }
}
