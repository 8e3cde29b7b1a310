import { lazy, Suspense } from 'react'
import type { ExternalToast } from 'sonner'

/**
 * Toasts: what every page needs to raise one. Their screen side (toaster.tsx, with sonner) loads after the
 * first paint: no page needs it to render, and the sign-in page has a size budget. A toast raised before
 * the Toaster is on screen waits for it, so none is lost.
 */
let toaster: Promise<typeof import('./toaster')> | null = null
const loadToaster = () => (toaster ??= import('./toaster'))
let markMounted: () => void = () => undefined
const mounted = new Promise<void>((resolve) => (markMounted = resolve))
const shown = () => mounted.then(loadToaster)

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
  void shown().then(({ dismiss }) => closing.forEach(dismiss))
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
    void shown().then(({ raise }) => raise(kind, message, { ...options, id }))
  }

export const toast = { success: show('success'), error: show('error'), info: show('info'), clearErrors }

const LazyToaster = lazy(loadToaster)

/** Spec §2.3 and §9: toasts top right, closing after 10 s; kept below the top bar and the page toolbar (toaster.tsx). */
export function AppToaster({ dark }: { dark: boolean }) {
  return (
    <Suspense fallback={null}>
      <LazyToaster dark={dark} onMount={markMounted} />
    </Suspense>
  )
}
