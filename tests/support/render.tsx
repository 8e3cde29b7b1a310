import { render } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router'
import { createAppQueryClient } from '@/api/query-client'
import { createAppRouter } from '@/app/router'

/** Renders the whole app (routes, guard, layout, toasts) at `path`, on the mock provider. */
export async function renderApp(path: string) {
  const queryClient = createAppQueryClient()
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }))
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  await router.load()
  return { ...view, router, queryClient }
}
