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

function render() {
  applyTheme(loadTheme())
  const queryClient = createAppQueryClient()
  const router = createAppRouter(queryClient)
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
