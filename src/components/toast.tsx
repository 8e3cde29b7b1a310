import { lazy, Suspense, useEffect, type ComponentProps } from 'react'
import type { ExternalToast, Toaster as SonnerToaster } from 'sonner'

/**
 * Toasts through sonner, loaded after the first paint: no page needs it to render, and the
 * sign-in page has a size budget. A toast raised before the Toaster is on screen waits for it,
 * so none is lost. Server messages are passed as text, never as HTML.
 */
let sonner: Promise<typeof import('sonner')> | null = null
const loadSonner = () => (sonner ??= import('sonner'))
let markMounted: () => void = () => undefined
const mounted = new Promise<void>((resolve) => (markMounted = resolve))

const show = (kind: 'success' | 'error' | 'info') => (message: string, options?: ExternalToast) =>
  void mounted.then(loadSonner).then(({ toast: t }) => t[kind](message, options))

export const toast = { success: show('success'), error: show('error'), info: show('info') }

const LazyToaster = lazy(async () => {
  const { Toaster } = await loadSonner()
  return {
    default: function MountedToaster(props: ComponentProps<typeof SonnerToaster>) {
      useEffect(() => markMounted(), [])
      return <Toaster {...props} />
    },
  }
})

/** Spec §2.3 and §9: toasts top right, closing after 10 s; kept below the top bar so they never cover its buttons. */
export function AppToaster({ dark }: { dark: boolean }) {
  return (
    <Suspense fallback={null}>
      <LazyToaster position="top-right" offset={{ top: 72 }} duration={10_000} theme={dark ? 'dark' : 'light'} closeButton richColors />
    </Suspense>
  )
}
