import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { routeTree } from '@/routeTree.gen'
import { NotFoundPage } from './not-found-page'
import { PageSpinner } from '@/components/spinner'
import { ScreenError } from './screen-error'

/** `history` is for tests and stories (memory history); the app uses the browser's. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFoundPage,
    // Each screen contains its own failure inside the layout; the root's error page is for the layout itself.
    defaultErrorComponent: ScreenError,
    defaultPendingComponent: PageSpinner,
    scrollRestoration: true,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
