import { describe, expect, it, vi } from 'vitest'
import { getResponse, http, HttpHandler, HttpResponse, type RequestHandler } from 'msw'
import { handlers } from './handlers'
import { routed } from './routing'

const answer = (text: string) => () => HttpResponse.text(text)
const call = (list: RequestHandler[], path: string, method = 'POST') => getResponse(list, new Request(`http://localhost${path}`, { method }))
const text = async (response: Response | undefined) => (response ? `${response.status} ${await response.text()}` : 'unhandled')

describe('routed handlers', () => {
  const list = [
    http.all('*/api/*', ({ request }) => (new URL(request.url).searchParams.has('fault') ? HttpResponse.text('fault', { status: 500 }) : undefined)),
    http.post('*/api/get-a', answer('a')),
    http.get('*/api/get-a', answer('a by get')),
    http.post('*/api/get-b', answer('b')),
    http.post('*/api/case/:id', ({ params }) => HttpResponse.text(`case ${String(params.id)}`)),
    http.post('*/api/get-b', answer('b again')),
  ]
  const router = routed(list)

  it('answers each call as msw alone would, in the same order', async () => {
    for (const [path, method] of [
      ['/api/get-a', 'POST'],
      ['/api/get-a', 'GET'],
      ['/api/get-b', 'POST'],
      ['/api/get-b?fault', 'POST'],
      ['/api/case/7', 'POST'],
      ['/api/get-a/', 'POST'],
      ['/API/GET-B', 'POST'],
      ['/api/unknown', 'POST'],
      ['/base/api/get-b', 'POST'],
    ]) {
      expect(await text(await call(router, path, method)), `${method} ${path}`).toBe(await text(await call(list, path, method)))
    }
    expect(await text(await call(router, '/api/get-b?fault'))).toBe('500 fault')
    expect(await text(await call(router, '/api/case/7'))).toBe('200 case 7')
  })

  it("tries only the path's handlers and those that are not plain paths, not all of them", async () => {
    const parse = vi.spyOn(HttpHandler.prototype, 'parse')
    expect(await text(await call(routed(handlers), '/api/get-client-case-schedule-list'))).toMatch(/^401 /)
    // The router itself, then the fault switch, the handlers with path parameters and the one for this path.
    const parameterised = handlers.filter((h) => h instanceof HttpHandler && String(h.info.path).includes(':')).length
    expect(parse.mock.calls.length).toBeLessThanOrEqual(3 + parameterised)
    expect(handlers.length).toBeGreaterThan(100)
  })
})
