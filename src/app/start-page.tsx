import { Navigate } from '@tanstack/react-router'
import { keptMenuOpens } from '@/session/kept-menu'

/**
 * Issue 23: where the installed app opens (its manifest's start_url). The court day for a user whose menu has it, the
 * dashboard otherwise (and for a device that kept no menu yet); a user without a session goes on to sign in.
 */
export function StartPage() {
  return <Navigate to={keptMenuOpens('/court-day') ? '/court-day' : '/dashboard'} replace />
}
