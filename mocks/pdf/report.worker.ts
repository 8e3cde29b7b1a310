import { loadHarfBuzzWith } from './devanagari'
import { renderReport, type ReportSpec } from './report'

// The worker's own bundle carries HarfBuzz (loaded the first time a report holds Devanagari).
loadHarfBuzzWith(() => import('harfbuzzjs'))

/** Builds one report off the page's thread and hands its bytes back (moved, not copied). */
self.onmessage = async ({ data }: MessageEvent<{ id: number; spec: ReportSpec }>) => {
  try {
    const pdf = await renderReport(data.spec)
    self.postMessage({ id: data.id, pdf }, { transfer: [pdf] })
  } catch (error) {
    self.postMessage({ id: data.id, error: error instanceof Error ? error.message : String(error) })
  }
}
