import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { QueryClientProvider } from '@tanstack/react-query'
import { createAppQueryClient } from '@/api/query'
import { createAppRouter } from '@/app/router'
import { applyTheme, loadTheme } from '@/app/theme'
import './styles.css'

async function startMockProvider() {
  // The branch is removed from production builds (VITE_MOCK is a build-time constant), and msw with it.
  if (import.meta.env.VITE_MOCK !== 'true') return
  const { startBrowserMock } = await import('@mocks/browser')
  await startBrowserMock()
}

applyTheme(loadTheme())
const queryClient = createAppQueryClient()
const router = createAppRouter(queryClient)

startMockProvider()
  .catch((error: unknown) => console.error('The mock provider did not start', error))
  .finally(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    )
  })
