import { keepPreviousData } from '@tanstack/react-query'

/** Query options of every paged list: the rows stay on screen while the next page loads. */
export const listOptions = { placeholderData: keepPreviousData } as const
