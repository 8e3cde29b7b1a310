import { useLayoutEffect, useRef } from 'react'

/**
 * Radix returns focus only to a `Dialog.Trigger`. A dialog opened from code (a table cell, a day of
 * the calendar) has none, so this remembers what had focus when it opened and gives it back on close,
 * unless what the dialog did has already put the focus somewhere else.
 * Pass the result as the dialog content's `onCloseAutoFocus`.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null)
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) opener.current = document.activeElement
  }, [open])
  return (event: Event) => {
    const target = opener.current
    opener.current = null
    // The answer put the focus somewhere on purpose (Discard, then New's first field): it stays there.
    const now = document.activeElement
    if (now instanceof HTMLElement && now !== document.body && now.isConnected) return event.preventDefault()
    if (!target?.isConnected) return
    event.preventDefault()
    target.focus()
  }
}
