import '@testing-library/jest-dom/vitest'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { cleanup } from '@testing-library/react'
import { server, resetMockProvider } from '@mocks/node'
import { guardContract } from './contract/contract-guard'

// Every answer of the mock provider, in every test, must be what the contract says.
const contractProblems = guardContract(server)

// QUALITY §6: a request no handler answers fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(async () => {
  expect(await contractProblems(), 'mock answers that break openapi/case-diary.yaml').toEqual([])
  cleanup()
  server.resetHandlers()
  resetMockProvider()
  localStorage.clear()
  sessionStorage.clear()
})
afterAll(() => server.close())
