import createQueryClient from 'openapi-react-query'
import { api } from './client'

/**
 * The screens' React Query hooks, typed by the contract. Apart from the query client (query-client.ts): this brings
 * every query hook of React Query with it, which the first chunk and the sign-in page do without.
 */
export const $api = createQueryClient(api)
