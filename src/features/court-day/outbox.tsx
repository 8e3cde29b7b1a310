import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useSessionStore } from '@/session/session-store'
import { guardSignOut } from '@/session/sign-out-guard'
import { OUTBOX_KEY } from '@/session/storage'
import { unsentCount, useBoardCopy, useOutbox } from './outbox-store'
import { startSending } from './sender'
import { refreshPack } from './pack'
import { keptMenuOpens } from '@/session/kept-menu'
import { texts } from './texts'

export const SIGN_OUT_QUESTION = (n: number) => texts().outbox.signOut(n)

/** How often an open app reads the coming days again (issue 23), besides when the signal returns. */
const PACK_EVERY_MS = 30 * 60_000

/**
 * Mounted by the signed-in layout (loaded after its first render, on every page): sends the court
 * day's waiting outcomes whichever page is open, and makes sign-out ask first while any is unsent.
 * For a user whose menu has the court day it also keeps the coming days' hearings on the device (./pack.ts).
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
    const pack = (force = false) => {
      const advocate = useSessionStore.getState().session?.encryptedAdvocateCode
      if (advocate && keptMenuOpens('/court-day')) void refreshPack(advocate, { force }).catch(() => undefined)
    }
    const onOnline = () => pack(true)
    const onVisible = () => document.visibilityState === 'visible' && pack()
    pack()
    window.addEventListener('online', onOnline)
    document.addEventListener('visibilitychange', onVisible)
    const timer = window.setInterval(() => pack(true), PACK_EVERY_MS)
    return () => {
      window.removeEventListener('online', onOnline)
      document.removeEventListener('visibilitychange', onVisible)
      window.clearInterval(timer)
      window.removeEventListener('storage', onStorage)
      stopGuard()
      stopSending()
    }
  }, [user, queryClient])
  return null
}
