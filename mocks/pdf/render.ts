import type { ReportSpec, Row } from './report'

export type { ReportSpec, Row }

/**
 * Every report PDF of the mock provider, built where it keeps the page responsive. In a browser MSW runs its
 * handlers on the page's own thread, and jsPDF takes seconds over a large report (the case list diary of
 * 30,000 cases is a 7 MB PDF): a worker builds it there, as a real provider builds it on its server. Node
 * (tests) builds it in place.
 */
let worker: Worker | null = null
let next = 0
const waiting = new Map<number, { resolve: (pdf: ArrayBuffer) => void; reject: (error: Error) => void }>()

function reportWorker(): Worker {
  if (worker) return worker
  worker = new Worker(new URL('./report.worker.ts', import.meta.url), { type: 'module' })
  worker.onmessage = ({ data }: MessageEvent<{ id: number; pdf?: ArrayBuffer; error?: string }>) => {
    const job = waiting.get(data.id)
    waiting.delete(data.id)
    if (data.pdf) job?.resolve(data.pdf)
    else job?.reject(new Error(data.error ?? 'The report could not be built.'))
  }
  worker.onerror = (event) => {
    // A worker that cannot start (no module workers): every waiting report fails, and the next one is built in place.
    event.preventDefault()
    for (const job of waiting.values()) job.reject(new Error('The report worker could not start.'))
    waiting.clear()
    worker = null
    inPlace = true
  }
  return worker
}

// Node (tests) has neither; the mock's own thread (provider.worker.ts) starts one of its own.
let inPlace = typeof Worker === 'undefined' || typeof self === 'undefined'

export async function renderReport(spec: ReportSpec): Promise<ArrayBuffer> {
  if (inPlace) return (await import('./report')).renderReport(spec)
  const id = ++next
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject })
    reportWorker().postMessage({ id, spec })
  })
}
