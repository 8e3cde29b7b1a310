import { useEffect, useState } from 'react'
import { clockText } from '@/lib/dates'
import { useTexts } from './texts'

export const APP_VERSION = import.meta.env.VITE_APP_VERSION ?? '2.0'
/** Spec §9: the footer clock refreshes every second. */
export const CLOCK_TICK_MS = 1000

export function Footer() {
  const t = useTexts().footer
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), CLOCK_TICK_MS)
    return () => window.clearInterval(timer)
  }, [])
  return (
    <footer className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 px-4 py-3 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
      {/* Text with dates and numbers: in a right-to-left page each line keeps its own order. */}
      <p dir="auto">
        {t.rights(now.getFullYear())} <span className="ms-2">v{APP_VERSION}</span>
      </p>
      <p className="flex items-center gap-4">
        <a href="/">{t.home}</a>
        <time dateTime={now.toISOString()} dir="ltr" data-testid="footer-clock">
          {clockText(now)}
        </time>
      </p>
    </footer>
  )
}
