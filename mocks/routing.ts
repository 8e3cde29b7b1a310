import { getResponse, http, HttpHandler, type RequestHandler } from 'msw'

// A contract path without parameters, as openapi-msw registers it: '*/api/get-case-list'.
const STATIC_PATH = /^\*(\/api\/[^:*]+)$/

const pathOf = (handler: RequestHandler) =>
  handler instanceof HttpHandler && typeof handler.info.path === 'string' ? STATIC_PATH.exec(handler.info.path)?.[1] : undefined

/**
 * msw tries the handlers of a call one by one, and every try reads the request's cookies (in Node's
 * tests through a public-suffix list; the browser builds' jar is empty, ./no-cookie-jar.ts) and matches
 * the URL: with 112 handlers, a call near the end of the list spent about 40 ms of a phone's main thread
 * before its own handler ran. One handler in front looks the
 * call's path up and hands it to the handlers that can match it, in their order: the one for that
 * path and every handler whose path is not a plain one (the fault switch, paths with parameters).
 * A path it cannot look up (a trailing slash, other letter case, an unknown call) goes to all of
 * them, so what answers a call is exactly what msw alone would pick.
 */
export function routed(handlers: RequestHandler[]): RequestHandler[] {
  const paths = handlers.map(pathOf)
  const byPath = new Map<string, RequestHandler[]>()
  for (const path of new Set(paths)) {
    if (path) byPath.set(path, handlers.filter((_, i) => paths[i] === undefined || paths[i] === path))
  }
  const router = http.all('*/api/*', ({ request }) => {
    const path = new URL(request.url).pathname
    return getResponse(byPath.get(path.slice(path.indexOf('/api/'))) ?? handlers, request)
  })
  return [router]
}
