import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { QueryClientProvider } from '@tanstack/react-query'
import { holdRequestsUntil } from '@/api/client'
import { useDemoBridge } from '@/api/demo-bridge'
import { createAppQueryClient } from '@/api/query-client'
import { createAppRouter } from '@/app/router'
import { applyTheme, loadTheme } from '@/app/theme'
import { currentLanguage } from '@/i18n/language'
import { chooseLanguage } from '@/i18n/texts'
import { runInSteps } from '@/lib/steps'
import { pageCanRender } from '@mocks/worker-control'
import './styles.css'

/**
 * A language other than English shows its texts from the first paint: the areas this page loaded get them before
 * anything renders. When they cannot be loaded (no signal, a build replaced meanwhile) the app opens in English.
 */
async function showLanguage() {
  if (currentLanguage() === 'en') return
  await chooseLanguage(currentLanguage()).catch(() => chooseLanguage('en'))
}

/**
 * The app's start, in steps a phone's main thread can take between taps and paints: evaluating the entry, building
 * the router (the route tree of every page), and React's first render each end a task of their own. As one task
 * they held a phone's thread about 240 ms at 4× slowdown, most of the court day's blocking time.
 */
function* opening(): Generator<void, void> {
  applyTheme(loadTheme())
  yield
  const queryClient = createAppQueryClient()
  const router = createAppRouter(queryClient)
  yield
  // The first page's code starts loading a route at a time, each route's preload links in a task of their own, not
  // in the task that mounts the app. A failure is the router's to show: it loads the route again when it renders.
  for (const route of router.getMatchedRoutes(window.location.pathname)[0]) {
    router.loadRouteChunk(route)?.catch(() => undefined)
    yield
  }
  const root = createRoot(document.getElementById('root')!)
  // As a transition the first render yields to the browser every few milliseconds instead of holding a phone's main
  // thread for the whole tree (the court day's blocking time on a 4× slower CPU: 295 → about 200 ms, median of 7).
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  )
}

const render = () => runInSteps(opening(), 0)

// The branch is removed from production builds (VITE_MOCK is a build-time constant), and msw with it.
// The page renders at once; API calls wait for the mock provider (see holdRequestsUntil). A page the
// mock's worker must reload is reloaded before it shows anything (mocks/worker-control.ts).
if (import.meta.env.VITE_MOCK === 'true') {
  void pageCanRender().then((ok) => {
    if (!ok) return
    holdRequestsUntil(
      import('@mocks/browser')
        .then(({ startBrowserMock }) => startBrowserMock({ mail: (mail) => useDemoBridge.setState({ mail }), notice: (notice) => useDemoBridge.setState({ notice }) }))
        .then((demo) => useDemoBridge.setState({ ...demo, active: true }))
        .catch((error: unknown) => console.error('The mock provider did not start', error)),
    )
    void showLanguage().then(render)
  })
} else void showLanguage().then(render)
