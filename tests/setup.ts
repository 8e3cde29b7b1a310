import '@testing-library/jest-dom/vitest'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { cleanup } from '@testing-library/react'
import { server, resetMockProvider } from '@mocks/node'

// QUALITY §6: a request no handler answers fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  cleanup()
  server.resetHandlers()
  resetMockProvider()
  localStorage.clear()
  sessionStorage.clear()
})
afterAll(() => server.close())
