import { act, render } from '@testing-library/react'
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
  // Inside act: the renders the load leads to are done when this returns, the deferred ones too (the signed-in
  // layout mounts in one, app-layout.tsx).
  await act(() => router.load())
  return { ...view, router, queryClient }
}
