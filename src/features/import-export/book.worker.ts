import { toWorkbook } from '@/lib/xlsx'
import { bookSheets } from './practice-book'
import type { ImportRow } from './row-key'

/**
 * Writes the practice workbook off the page's thread: a large practice takes seconds, which would freeze the page.
 * Pages of rows arrive as the app reads them (each a small copy, not one copy of the whole practice at the end),
 * then `write` asks for the workbook.
 */
const rows: ImportRow[] = []
self.onmessage = async ({ data }: MessageEvent<{ rows: ImportRow[] } | { write: true }>) => {
  if ('rows' in data) return void rows.push(...data.rows)
  try {
    self.postMessage({ book: await toWorkbook(bookSheets(rows)) })
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : String(error) })
  }
}
