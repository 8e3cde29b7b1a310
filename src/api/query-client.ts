import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { ApiError, MalformedAnswer } from './errors'

/**
 * Only a network failure or a server fault (5xx) is asked again, once. The provider's own refusals
 * (401 has signed the user out, 403 is a decision, 4xx will not change) and a timeout are shown at
 * once with a retry button: a hung provider is reported within one timeout, not two (QUALITY §5).
 */
export function worthAskingAgain(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500 && !(error instanceof MalformedAnswer)
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) return false
  return error instanceof TypeError
}

export function createAppQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache(),
    mutationCache: new MutationCache(),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => count < 1 && worthAskingAgain(error),
      },
      // QUALITY §1: a save is never sent twice on its own.
      mutations: { retry: false },
    },
  })
}

/**
 * Try again after a part of a screen failed: failed queries, and those of the failed part (unmounted, so
 * no longer active), are reset, so they fetch again when it renders anew. What is on screen and working is
 * left alone. Here rather than beside the area boundary: the screen's error page, in every page's script, needs only this.
 */
export const askAgain = (queryClient: QueryClient) => queryClient.resetQueries({ predicate: (q) => q.state.status === 'error' || !q.isActive() })
