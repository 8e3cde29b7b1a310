/** Spec §9: redirect 1 s after login, reset and forgot-password. */
export const REDIRECT_DELAY_MS = 1000

/** A full page load (spec: login moves to /dashboard by a page load), after the delay. */
export function goTo(path: string, delay = REDIRECT_DELAY_MS) {
  window.setTimeout(() => window.location.assign(path), delay)
}
