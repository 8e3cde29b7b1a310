/**
 * What the page and the mock provider's own thread (provider.worker.ts) say to each other. The page keeps msw's
 * service worker and one handler that hands each call over; the handlers, the data and the contract's checks run
 * in the worker, so a phone's main thread no longer evaluates them or spends a call's work there. Requests and
 * answers cross as plain data; their bodies are moved, not copied.
 */
import type { Faults } from './faults'
import type { Mail } from './outbox'
import type { Scale } from './db/types'

export interface WireRequest {
  url: string
  method: string
  headers: [string, string][]
  body: ArrayBuffer | null
}

export type WireAnswer =
  | { kind: 'response'; status: number; statusText: string; headers: [string, string][]; body: ArrayBuffer | null }
  /** A network error (the fault switch's offline), as `Response.error()`. */
  | { kind: 'network-error' }
  /** No handler answered: the page lets the call go on to the network, as msw does. */
  | { kind: 'none' }
  /** A handler threw: the page throws it again, so msw answers 500 as it would have in the page. */
  | { kind: 'thrown'; message: string }

export interface StartOptions {
  /**
   * What a demo kept in the page's local storage before its data moved to IndexedDB (db/kept-storage.ts), under the
   * mock's keys: the worker takes it over once, when it keeps nothing yet.
   */
  stored: Record<string, string>
  today: string
  scale?: Scale
  faults: Faults
}

export type ToProvider =
  | { type: 'start'; options: StartOptions }
  | { type: 'request'; id: number; request: WireRequest }
  | { type: 'reset'; id: number; today: string }

export type FromProvider =
  /** `movedOver`: the worker keeps what the page kept in local storage, or something newer: the page removes its copy. */
  | { type: 'ready'; notice: string | null; movedOver: boolean }
  | { type: 'answer'; id: number; answer: WireAnswer }
  | { type: 'reset-done'; id: number; error?: string }
  | { type: 'mail'; mail: Mail }
  | { type: 'notice'; notice: string }
  | { type: 'failed'; error: string }

const bodyless = (method: string) => method === 'GET' || method === 'HEAD'

export async function requestToWire(request: Request): Promise<WireRequest> {
  return {
    url: request.url,
    method: request.method,
    headers: [...request.headers],
    body: bodyless(request.method) ? null : await request.arrayBuffer(),
  }
}

export const requestFromWire = ({ url, method, headers, body }: WireRequest) => new Request(url, { method, headers, body })

export async function responseToWire(response: Response | undefined): Promise<WireAnswer> {
  if (!response) return { kind: 'none' }
  if (response.type === 'error') return { kind: 'network-error' }
  return { kind: 'response', status: response.status, statusText: response.statusText, headers: [...response.headers], body: response.body ? await response.arrayBuffer() : null }
}

/** Bodies to move with a message rather than copy. */
export const transferOf = (body: ArrayBuffer | null | undefined): Transferable[] => (body ? [body] : [])

/** The page's answer to msw for one call; undefined lets the call go on. */
export function responseFromWire(answer: WireAnswer): Response | undefined {
  switch (answer.kind) {
    case 'none':
      return undefined
    case 'network-error':
      return Response.error()
    case 'thrown':
      throw new Error(answer.message)
    case 'response': {
      // A status without a body (204, 304) must not be given one, even an empty one.
      const body = answer.status === 204 || answer.status === 304 ? null : answer.body
      return new Response(body, { status: answer.status, statusText: answer.statusText, headers: answer.headers })
    }
  }
}
