import { hasRole, useSessionStore } from '@/session/session-store'

export const session = () => useSessionStore.getState().session
/** Spec 2 §6: only the administrator picks the advocate; everyone else works for their own. */
export const isAdminSession = () => hasRole(session(), 'ADMIN')
