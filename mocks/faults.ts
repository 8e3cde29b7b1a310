import { delay, http, HttpResponse } from 'msw'

/**
 * QUALITY §5: a switch that makes the mock provider slow, flaky, offline or hung, so every screen's
 * error path can be seen. Off by default. Set from the URL (`?faults=latency:1500,error:0.3,offline,hang`,
 * `?faults=off` to clear), from the demo settings panel, or from tests with `setFaults()`.
 */
export interface Faults {
  latencyMs: number
  errorRate: number
  offline: boolean
  hang: boolean
}

export const NO_FAULTS: Faults = { latencyMs: 0, errorRate: 0, offline: false, hang: false }
export const FAULTS_KEY = 'case-diary:faults'

let current: Faults = { ...NO_FAULTS }
let random: () => number = Math.random

export const getFaults = () => current
export function setFaults(next: Partial<Faults>, storage?: Storage | null) {
  current = { ...current, ...next }
  try {
    storage?.setItem(FAULTS_KEY, JSON.stringify(current))
  } catch {
    // The switch still works for this page when storage is full.
  }
}
export const resetFaults = () => {
  current = { ...NO_FAULTS }
  random = Math.random
}
/** Tests make the error rate predictable. */
export const setFaultRandom = (fn: () => number) => {
  random = fn
}

export function parseFaults(text: string): Faults {
  if (text === 'off') return { ...NO_FAULTS }
  const faults = { ...NO_FAULTS }
  for (const part of text.split(',')) {
    const [name, value] = part.split(':')
    const n = Number(value)
    if (name === 'latency' && n >= 0) faults.latencyMs = Math.min(n, 60_000)
    if (name === 'error' && n >= 0 && n <= 1) faults.errorRate = n
    if (name === 'offline') faults.offline = true
    if (name === 'hang') faults.hang = true
  }
  return faults
}

/** Reads the switch in the browser: the URL wins over what was kept from earlier. */
export function loadFaults(location: Location, storage: Storage | null) {
  const fromUrl = new URLSearchParams(location.search).get('faults')
  if (fromUrl) return setFaults(parseFaults(fromUrl), storage)
  try {
    const kept = storage?.getItem(FAULTS_KEY)
    if (kept) current = { ...NO_FAULTS, ...(JSON.parse(kept) as Partial<Faults>) }
  } catch {
    current = { ...NO_FAULTS }
  }
}

/** Runs before every provider handler; answering nothing lets the real handler answer. */
export const faultHandler = http.all('*/api/*', async () => {
  const faults = current
  if (faults.latencyMs) await delay(faults.latencyMs)
  if (faults.hang) await delay('infinite')
  if (faults.offline) return HttpResponse.error()
  if (faults.errorRate && random() < faults.errorRate) {
    return HttpResponse.json({ status: 500, message: 'The server had a problem (simulated fault).', data: null }, { status: 500 })
  }
  return undefined
})
