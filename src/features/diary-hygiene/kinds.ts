import type { components } from '@/api/schema.gen'

// Apart from the page: the route's search check reads these, and the route file must stay light (code splitting).
export type Kind = components['schemas']['DiaryHygieneKind']
export const KINDS: Kind[] = ['NO_NEXT_DATE', 'PASSED_NO_OUTCOME', 'NOT_FROM_COURT', 'NO_HEARING', 'NOT_LISTED']
export const MONTHS = [3, 6, 12, 24] as const
