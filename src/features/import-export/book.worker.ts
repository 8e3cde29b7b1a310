import { toWorkbook } from '@/lib/xlsx'
import { bookSheets } from './practice-book'
import type { ImportRow } from './row-key'

/** Writes the practice workbook off the page's thread: a large practice takes seconds, which would freeze the page. */
self.onmessage = async ({ data }: MessageEvent<ImportRow[]>) => {
  try {
    self.postMessage({ book: await toWorkbook(bookSheets(data)) })
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : String(error) })
  }
}
