import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { Cookie, CookieJar, MemoryCookieStore, NO_COOKIES } from './no-cookie-jar'

// The jar msw uses in the demo's and development's browser builds (vite.config.ts): msw reads a request's cookies from
// it and would keep a response's there. The mock sets none, so none are ever read, and one it tried to set is refused.
describe('the empty cookie jar of the browser builds', () => {
  it('gives no cookies for any address and reads none a page kept before', () => {
    expect(new CookieJar().getCookiesSync()).toEqual([])
    expect(Cookie.fromJSON()).toBeNull()
    expect(new MemoryCookieStore().idx).toEqual({})
  })

  it('refuses a cookie the mock tried to set, saying why', async () => {
    await expect(new CookieJar().setCookie()).rejects.toThrow(NO_COOKIES)
    expect(NO_COOKIES).toBe('The mock provider sets no cookies: its sessions are bearer tokens.')
  })
})

// msw hands each handler the request's cookies: in Node's tests from tough-cookie, in the browser builds from this jar
// (none). A handler that read them would pass its tests and find nothing in the demo, so none does.
it("no handler of the mock reads a request's cookies", () => {
  const dir = new URL('./handlers', import.meta.url).pathname
  const files = (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[]).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  expect(files.length).toBeGreaterThan(10)
  expect(files.filter((file) => /\bcookies\b/.test(readFileSync(join(dir, file), 'utf8')))).toEqual([])
})
