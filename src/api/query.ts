import createQueryClient from 'openapi-react-query'
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { api } from './client'
import { isUnauthorized } from './errors'

export const $api = createQueryClient(api)

export function createAppQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache(),
    mutationCache: new MutationCache(),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 401 has already signed the user out; asking again would only repeat it.
        retry: (count, error) => !isUnauthorized(error) && count < 1,
      },
      // QUALITY §1: a save is never sent twice on its own.
      mutations: { retry: false },
    },
  })
}
