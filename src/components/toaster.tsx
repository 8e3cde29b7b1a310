import { useEffect, useState, useSyncExternalStore } from 'react'
import { toast as sonner, Toaster, type ExternalToast } from 'sonner'
import { translate } from '@/i18n/texts'
import { useTexts } from './component-texts'

/** The toasts' screen side, with sonner: loaded after the first paint (see toast.tsx, which every page carries). */

/** Longer messages show their first lines, with a button to read them whole. */
export const LONG_TOAST = 160

/**
 * How far from the top toasts start: below the top bar and below the page's toolbar (where the page
 * is scrolled to the top), so a toast never lies over New, Save, Cancel or Exit nor catches their clicks.
 */
function clearance(): number {
  let bottom = 0
  for (const bar of document.querySelectorAll('header, [role="toolbar"]')) bottom = Math.max(bottom, bar.getBoundingClientRect().bottom + window.scrollY)
  return Math.round(bottom) + 8
}
let offsetTop = 72
const listeners = new Set<() => void>()
const offsetStore = {
  subscribe: (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener)),
  get: () => offsetTop,
}
function placeBelowToolbar() {
  const next = clearance()
  if (next === offsetTop) return
  offsetTop = next
  listeners.forEach((listener) => listener())
}

/** The message of a toast: an alert for an error, a status otherwise; a long one is clamped until asked for. */
function ToastText({ text, alert }: { text: string; alert: boolean }) {
  const t = useTexts().toast
  const [whole, setWhole] = useState(false)
  const long = text.length > LONG_TOAST
  return (
    <span role={alert ? 'alert' : 'status'} className="block">
      <span className={`block [overflow-wrap:anywhere] ${long && !whole ? 'line-clamp-4' : 'max-h-[50vh] overflow-y-auto'}`}>{text}</span>
      {long && (
        <button type="button" className="mt-1 text-xs font-semibold underline" aria-expanded={whole} onClick={() => setWhole((v) => !v)}>
          {whole ? t.showLess : t.showWhole}
        </button>
      )}
    </span>
  )
}

/** Server messages are passed as text, never as HTML. */
export function raise(kind: 'success' | 'error' | 'info', message: string, options: ExternalToast) {
  placeBelowToolbar()
  sonner[kind](<ToastText text={translate(message)} alert={kind === 'error'} />, options)
}

export const dismiss = (id: string | number) => sonner.dismiss(id)

/** Spec §2.3 and §9: toasts top right, closing after 10 s; kept below the top bar and the page toolbar. */
export default function MountedToaster({ dark, onMount }: { dark: boolean; onMount: () => void }) {
  const top = useSyncExternalStore(offsetStore.subscribe, offsetStore.get)
  useEffect(() => onMount(), [onMount])
  return (
    <Toaster
      position="top-right"
      offset={{ top, right: 16 }}
      mobileOffset={{ top, left: 8, right: 8 }}
      duration={10_000}
      theme={dark ? 'dark' : 'light'}
      closeButton
      richColors
    />
  )
}
