import type { Option } from './select-field'

/** Spec §4: users, roles and case types are Active or Suspended, sent as A or S. */
export const ACTIVE_STATUS_OPTIONS: readonly Option[] = [
  { value: 'A', label: 'Active' },
  { value: 'S', label: 'Suspended' },
]
