import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { ApiError, MALFORMED_ANSWER, MalformedAnswer, TIMEOUT_ERROR } from '@/api/errors'
import { worthAskingAgain } from '@/api/query-client'
import { allowContractBreaks } from '../contract/contract-guard'
import { renderApp } from '../support/render'
import { signInAs } from '../support/session'

/** Answers `path` with `answer` (counting the calls) instead of the mock provider. */
function answer(path: string, body: Record<string, unknown>, status = 200) {
  const calls = { count: 0 }
  server.use(
    http.post(`*/api${path}`, () => {
      calls.count++
      return HttpResponse.json(body, { status })
    }),
  )
  return calls
}

const clientArea = () => screen.findByRole('region', { name: 'My client list' })

describe('faults never cost work', () => {
  it('a list answered with data: null fails that list only; the layout and the other areas stay; Try again asks again', async () => {
    allowContractBreaks()
    const user = userEvent.setup()
    const calls = answer('/client-list', { status: 200, message: 'Success', data: null })
    await signInAs('advocate')
    await renderApp('/dashboard')
    const area = await clientArea()
    expect(await within(area).findByText(MALFORMED_ANSWER)).toBeInTheDocument()
    expect(calls.count).toBe(1)
    expect(screen.getByRole('navigation', { name: /main/i })).toBeInTheDocument()
    expect(await screen.findByRole('region', { name: 'Case calendar' })).toBeInTheDocument()
    await user.click(within(area).getByRole('button', { name: 'Try again' }))
    await expect.poll(() => calls.count).toBe(2)
  })

  it('a list with wrong types is no list either', async () => {
    allowContractBreaks()
    answer('/client-list', { status: 200, message: 'Success', data: { totalCount: 'many', clientList: 'none' } })
    await signInAs('advocate')
    await renderApp('/dashboard')
    expect(await within(await clientArea()).findByText(MALFORMED_ANSWER)).toBeInTheDocument()
  })

  it('a list answered 403 shows the provider message and is not asked again', async () => {
    const calls = answer('/client-list', { status: 403, message: 'Your licence does not cover clients.', data: null }, 403)
    await signInAs('advocate')
    await renderApp('/dashboard')
    expect(await within(await clientArea()).findByText('Your licence does not cover clients.')).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(calls.count).toBe(1)
  })

  it('asks again by itself only after a network failure or a server fault, never after a timeout or a refusal', () => {
    expect(worthAskingAgain(new TypeError('Failed to fetch'))).toBe(true)
    expect(worthAskingAgain(new ApiError('boom', 500))).toBe(true)
    expect(worthAskingAgain(new DOMException('timed out', 'TimeoutError'))).toBe(false)
    expect(worthAskingAgain(new ApiError('no', 403))).toBe(false)
    expect(worthAskingAgain(new ApiError('gone', 401))).toBe(false)
    expect(worthAskingAgain(new MalformedAnswer())).toBe(false)
    expect(TIMEOUT_ERROR).toBe('The server took too long to answer. Please try again.')
  })
})
