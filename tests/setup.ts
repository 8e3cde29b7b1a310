import '@testing-library/jest-dom/vitest'
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import { server, resetMockProvider } from '@mocks/node'
import { guardContract } from './contract/contract-guard'
import { patience } from './timeouts'

// Every answer of the mock provider, in every test, must be what the contract says.
const contractProblems = guardContract(server)

// A 2-core CI machine under load answers slower than a desk: waits allow 3 s, not 1, times the
// suite's one timeout factor (tests/timeouts.ts).
configure({ asyncUtilTimeout: patience(3000) })

// QUALITY §6: a request no handler answers fails the test.
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' })
  // Dialogs and toasts load on first use; loading them once here keeps that out of every test's timing.
  await Promise.all([import('@/components/confirm-dialog-content'), import('sonner')])
})
// Files share a worker's document (isolate: false, vite.config.ts): each test starts on an empty page, as a file of its
// own did. (The stray link CI once saw under axe was not left in the body: see ISOLATED in vite.config.ts.)
beforeEach(() => {
  globalThis.document?.body.replaceChildren()
})
afterEach(async () => {
  expect(await contractProblems(), 'mock answers that break openapi/case-diary.yaml').toEqual([])
  cleanup()
  // sonner keeps its toasts in module state: the next test starts with none on screen.
  ;(await import('sonner')).toast.dismiss()
  server.resetHandlers()
  resetMockProvider()
  // Tests of data and rules run in plain Node, which has no web storage.
  globalThis.localStorage?.clear()
  globalThis.sessionStorage?.clear()
})
afterAll(() => server.close())
