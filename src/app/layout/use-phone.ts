import { useSyncExternalStore } from 'react'

/** Tailwind's `max-sm` (below 40rem): the top bar leaves the menu headers to the menu drawer there. */
export const PHONE_QUERY = '(width < 40rem)'

let list: MediaQueryList | null | undefined
// Read once; a browser without matchMedia (or a test DOM) counts as wide.
const phoneQuery = () => (list ??= typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null)

function subscribe(onChange: () => void) {
  const query = phoneQuery()
  query?.addEventListener('change', onChange)
  return () => query?.removeEventListener('change', onChange)
}

/** Whether the window is phone-narrow, following it as it turns or resizes. */
export function usePhone(): boolean {
  return useSyncExternalStore(subscribe, () => phoneQuery()?.matches ?? false, () => false)
}
