import { describe, expect, it } from 'vitest'
import { createMemoryHistory } from '@tanstack/react-router'
import { createAppQueryClient } from '@/api/query-client'
import { createAppRouter } from '@/app/router'
import { AFTER_SIGN_IN, afterSignIn } from './navigation'

describe('where signing in returns to (the redirect parameter)', () => {
  const router = createAppRouter(createAppQueryClient(), createMemoryHistory({ initialEntries: ['/login'] }))

  it.each(['/case-next-date/Ab-9_x', '/client?page=2&size=15', '/case-schedule#table', '/dashboard'])('follows a page of the signed-in area: %s', (asked) => {
    expect(afterSignIn(router, asked)).toBe(asked)
  })

  it.each([
    ['nothing asked', undefined],
    ['another origin', 'https://evil.example/case-next-date/x'],
    ['a protocol-relative address', '//evil.example/client'],
    ['a backslash the browser reads as a slash', '/\\evil.example/client'],
    ['a script', 'javascript:alert(1)'],
    ['the sign-in page itself', '/login'],
    ['the sign-out page', '/logout'],
    ['a public page', '/forgot-password'],
    ['a path no page has', '/no/such/page'],
    ['a path below a page that has none', '/client/extra'],
  ])('goes to the dashboard for %s', (_, asked) => {
    expect(afterSignIn(router, asked)).toBe(AFTER_SIGN_IN)
  })
})
