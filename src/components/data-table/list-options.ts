import { keepPreviousData, type Query } from '@tanstack/react-query'

/** Query options of every paged list: the rows stay on screen while the next page loads. */
export const listOptions = { placeholderData: keepPreviousData } as const

/**
 * The same for a list whose call can change (an overview turning into one client's payments): only
 * this call's rows are kept. Another call's rows, read with this list's shape, would show as a failed
 * list for a moment.
 */
export const listOptionsFor = (path: string) =>
  ({
    placeholderData: <T,>(previous: T | undefined, previousQuery?: Query<T, Error, T, readonly unknown[]>) => (previousQuery?.queryKey[1] === path ? previous : undefined),
  }) as const
