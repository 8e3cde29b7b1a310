import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ComponentProps } from 'react'
import type { ExternalToast, Toaster as SonnerToaster } from 'sonner'
import { translate } from '@/i18n/texts'
import { useTexts } from './component-texts'

/**
 * Toasts through sonner, loaded after the first paint: no page needs it to render, and the
 * sign-in page has a size budget. A toast raised before the Toaster is on screen waits for it,
 * so none is lost. Server messages are passed as text, never as HTML.
 */
let sonner: Promise<typeof import('sonner')> | null = null
const loadSonner = () => (sonner ??= import('sonner'))
let markMounted: () => void = () => undefined
const mounted = new Promise<void>((resolve) => (markMounted = resolve))

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

/**
 * `form`: the form a toast speaks for (any object standing for it, e.g. its react-hook-form control).
 * An error already put right must not stand beside the success that followed it: a success of a form
 * closes the errors that form raised before it.
 */
export type ToastOptions = ExternalToast & { form?: object }

const formErrors = new WeakMap<object, Set<string | number>>()
let serial = 0

/** Closes the errors a form raised (e.g. when a lookup that failed before now succeeds without a toast of its own). */
function clearErrors(form: object) {
  const ids = formErrors.get(form)
  if (!ids?.size) return
  const closing = [...ids]
  ids.clear()
  // After any toast still on its way, so an error raised just before is closed too.
  void mounted.then(loadSonner).then(({ toast: t }) => closing.forEach((id) => t.dismiss(id)))
}

const show =
  (kind: 'success' | 'error' | 'info') =>
  (message: string, { form, ...options }: ToastOptions = {}) => {
    if (form && kind === 'success') clearErrors(form)
    const id = form && kind === 'error' ? (options.id ?? `form-error-${++serial}`) : options.id
    if (form && kind === 'error' && id !== undefined) {
      const ids = formErrors.get(form) ?? new Set()
      formErrors.set(form, ids.add(id))
    }
    void mounted.then(loadSonner).then(({ toast: t }) => {
      placeBelowToolbar()
      t[kind](<ToastText text={translate(message)} alert={kind === 'error'} />, { ...options, id })
    })
  }

export const toast = { success: show('success'), error: show('error'), info: show('info'), clearErrors }

const LazyToaster = lazy(async () => {
  const { Toaster } = await loadSonner()
  return {
    default: function MountedToaster(props: ComponentProps<typeof SonnerToaster>) {
      useEffect(() => markMounted(), [])
      return <Toaster {...props} />
    },
  }
})

/** Spec §2.3 and §9: toasts top right, closing after 10 s; kept below the top bar and the page toolbar. */
export function AppToaster({ dark }: { dark: boolean }) {
  const top = useSyncExternalStore(offsetStore.subscribe, offsetStore.get)
  return (
    <Suspense fallback={null}>
      <LazyToaster
        position="top-right"
        offset={{ top, right: 16 }}
        mobileOffset={{ top, left: 8, right: 8 }}
        duration={10_000}
        theme={dark ? 'dark' : 'light'}
        closeButton
        richColors
      />
    </Suspense>
  )
}
