import { describe, expect, it } from 'vitest'
import { requestFromWire, requestToWire, responseFromWire, responseToWire } from './provider-wire'

describe('the page and the mock provider thread', () => {
  it('carries a call whole: address, method, headers and body', async () => {
    const sent = new Request('http://localhost/api/save-client', { method: 'POST', headers: { Authorization: 'Bearer t', 'Content-Type': 'application/json' }, body: '{"clientName":"अनिल"}' })
    const wire = await requestToWire(sent)
    const received = requestFromWire(structuredClone(wire))
    expect(received.url).toBe('http://localhost/api/save-client')
    expect(received.method).toBe('POST')
    expect(received.headers.get('authorization')).toBe('Bearer t')
    expect(await received.json()).toEqual({ clientName: 'अनिल' })
  })

  it('sends no body with a GET', async () => {
    expect((await requestToWire(new Request('http://localhost/api/x'))).body).toBeNull()
  })

  it('carries an answer whole: status, headers and bytes', async () => {
    const bytes = new Uint8Array([37, 80, 68, 70])
    const wire = await responseToWire(new Response(bytes, { status: 201, headers: { 'Content-Type': 'application/pdf' } }))
    const answer = responseFromWire(structuredClone(wire))!
    expect(answer.status).toBe(201)
    expect(answer.headers.get('content-type')).toBe('application/pdf')
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(bytes)
  })

  it('keeps an answer without a body bodiless', async () => {
    const answer = responseFromWire(await responseToWire(new Response(null, { status: 204 })))!
    expect(answer.status).toBe(204)
    expect(answer.body).toBeNull()
  })

  it('keeps a network error one, and lets a call no handler answered go on', async () => {
    expect(responseFromWire(await responseToWire(Response.error()))!.type).toBe('error')
    expect(await responseToWire(undefined)).toEqual({ kind: 'none' })
    expect(responseFromWire({ kind: 'none' })).toBeUndefined()
  })

  it('throws again what a handler threw, so msw answers it as before', () => {
    expect(() => responseFromWire({ kind: 'thrown', message: 'boom' })).toThrow('boom')
  })
})
