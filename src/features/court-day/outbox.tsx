import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useSessionStore } from '@/session/session-store'
import { guardSignOut } from '@/session/sign-out-guard'
import { OUTBOX_KEY } from '@/session/storage'
import { unsentCount, useBoardCopy, useOutbox } from './outbox-store'
import { startSending } from './sender'
import { texts } from './texts'

export const SIGN_OUT_QUESTION = (n: number) => texts().outbox.signOut(n)

/**
 * Mounted by the signed-in layout (loaded after its first render, on every page): sends the court
 * day's waiting outcomes whichever page is open, and makes sign-out ask first while any is unsent.
 */
export default function CourtDayOutbox() {
  const user = useSessionStore((s) => s.session?.encryptedSecurityUserId ?? null)
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!user) return
    // What the device holds is the truth (a sign-out may have removed it); it belongs to this user only.
    const reload = () => {
      void useOutbox.persist.rehydrate()
      void useBoardCopy.persist.rehydrate()
      useOutbox.getState().forUser(user)
    }
    reload()
    // Another tab of the app recorded or sent something.
    const onStorage = (event: StorageEvent) => event.key?.startsWith(OUTBOX_KEY) && reload()
    window.addEventListener('storage', onStorage)
    const stopGuard = guardSignOut(() => (unsentCount() ? SIGN_OUT_QUESTION(unsentCount()) : null))
    const stopSending = startSending(queryClient)
    return () => {
      window.removeEventListener('storage', onStorage)
      stopGuard()
      stopSending()
    }
  }, [user, queryClient])
  return null
}
