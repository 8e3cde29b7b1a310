/**
 * What the browser builds of the mock provider load in place of tough-cookie (vite.config.ts). msw keeps a cookie jar
 * for mocks that set cookies, and tough-cookie checks each domain against the public-suffix list: with it, the demo's
 * mock chunk is 330 KB (122 KB gzip) that a phone's main thread parses before the page's first data. The mock sets no cookies (a
 * session is a bearer token), so this jar stays empty, and a cookie the mock tried to set fails loudly instead of
 * being kept. Node's tests keep tough-cookie.
 */
export const NO_COOKIES = 'The mock provider sets no cookies: its sessions are bearer tokens.'

/** The store msw gives the jar: msw writes the cookies it kept before into `idx`, and none are kept. */
export class MemoryCookieStore {
  idx: Record<string, unknown> = {}
}

export class Cookie {
  /** msw reads the cookies a page kept before it; a kept cookie is not read back. */
  static fromJSON(): null {
    return null
  }
}

export class CookieJar {
  getCookiesSync(): Cookie[] {
    return []
  }

  setCookie(): Promise<never> {
    return Promise.reject(new Error(NO_COOKIES))
  }
}
