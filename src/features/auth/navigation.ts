import type { AnyRouter } from '@tanstack/react-router'

/** Spec §9: redirect 1 s after login, reset and forgot-password. */
export const REDIRECT_DELAY_MS = 1000

/** Where signing in goes when no page was asked for (spec §2.1). */
export const AFTER_SIGN_IN = '/dashboard'

/** A full page load (spec: login moves to /dashboard by a page load), after the delay. */
export function goTo(path: string, delay = REDIRECT_DELAY_MS) {
  window.setTimeout(() => window.location.assign(path), delay)
}

/**
 * Where the sign-in page goes: the page that was asked for (its `redirect` search parameter), when that is
 * a page of this app's signed-in area; anything else (another origin, a scheme, the sign-in or sign-out
 * page, an unknown path) goes to the dashboard, so a crafted link cannot send a user elsewhere.
 */
export function afterSignIn(router: AnyRouter, asked: string | undefined): string {
  if (!asked?.startsWith('/')) return AFTER_SIGN_IN
  let url: URL
  try {
    url = new URL(asked, window.location.origin)
  } catch {
    return AFTER_SIGN_IN
  }
  if (url.origin !== window.location.origin) return AFTER_SIGN_IN
  const [branch, params, found] = router.getMatchedRoutes(url.pathname)
  // A path no route knows is matched loosely, with the rest under '**': it is not a page.
  const signedInPage = !!found && !('**' in params) && branch.some((route) => route.id === '/_app')
  return signedInPage ? `${url.pathname}${url.search}${url.hash}` : AFTER_SIGN_IN
}
