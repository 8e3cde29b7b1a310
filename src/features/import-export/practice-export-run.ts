import { api } from '@/api/client'
import { downloadBlob } from '@/lib/csv'
import { todayWire } from '@/lib/dates'
import { toWorkbook, xlsxFileName } from '@/lib/xlsx'
import { bookSheets } from './practice-book'
import type { ImportRow } from './row-key'
import { TEXTS } from './texts'

export type Step = { step: 'reading'; done: number; total: number } | { step: 'writing' }

/** Rows a page: the contract's most. */
const PAGE = 5000

/**
 * The workbook's writer: in a worker where there is one (a browser), fed page by page as the rows arrive; in place
 * where there is none (tests) or the worker cannot start.
 */
function bookWriter() {
  const rows: ImportRow[] = []
  const worker = typeof Worker === 'undefined' ? null : new Worker(new URL('./book.worker.ts', import.meta.url), { type: 'module' })
  const inPlace = () => toWorkbook(bookSheets(rows))
  return {
    rows,
    close: () => worker?.terminate(),
    add(page: ImportRow[]) {
      rows.push(...page)
      worker?.postMessage({ rows: page })
    },
    async write(): Promise<Blob> {
      if (!worker) return inPlace()
      try {
        return await new Promise<Blob>((resolve, reject) => {
          worker.onmessage = ({ data }: MessageEvent<{ book?: Blob; error?: string }>) => (data.book ? resolve(data.book) : reject(new Error(data.error)))
          worker.onerror = (event) => {
            event.preventDefault()
            resolve(inPlace())
          }
          worker.postMessage({ write: true })
        })
      } finally {
        worker.terminate()
      }
    },
  }
}

/**
 * The work of the whole-practice export, loaded on the first click: the practice's rows from the provider, written
 * as the practice workbook and offered as `<Advocate-Name>-practice-<YYYY-MM-DD>.xlsx`. Answers the rows per kind.
 */
export async function exportPractice(advocate: string, onStep: (step: Step) => void) {
  onStep({ step: 'reading', done: 0, total: 0 })
  const book = bookWriter()
  const rows = book.rows
  let name = ''
  try {
    for (let page = 1; ; page++) {
      const { data, error } = await api.POST('/get-practice-export', { body: { EncryptedAdvocateCode: advocate, PageNumber: page, PageSize: PAGE } })
      if (error || !data) throw error ?? new Error(TEXTS.noAnswer)
      name = data.data.AdvocateName
      book.add(data.data.Rows)
      onStep({ step: 'reading', done: rows.length, total: data.data.TotalCount })
      if (data.data.Rows.length < PAGE || rows.length >= data.data.TotalCount) break
    }
  } catch (error) {
    book.close()
    throw error
  }
  onStep({ step: 'writing' })
  // Let the progress text show before the workbook is written (in place, it takes the thread).
  await new Promise((resolve) => setTimeout(resolve, 0))
  const file = xlsxFileName(`${name} practice ${todayWire()}`)
  downloadBlob(await book.write(), file)
  const counts: Record<ImportRow['Kind'], number> = { CLIENT: 0, CASE: 0, HEARING: 0, PAYMENT: 0, ACTION: 0 }
  for (const row of rows) counts[row.Kind]++
  return { counts, file }
}
