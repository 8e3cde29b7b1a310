import { api } from '@/api/client'
import { downloadBlob } from '@/lib/csv'
import { todayWire } from '@/lib/dates'
import { toWorkbook, xlsxFileName } from '@/lib/xlsx'
import { bookSheets } from './practice-book'
import type { ImportRow } from './row-key'

type Step = 'reading' | 'writing'

/** The workbook, written in a worker where there is one (a browser), else in place (tests, or a worker that cannot start). */
async function writeBook(rows: ImportRow[]): Promise<Blob> {
  const inPlace = () => toWorkbook(bookSheets(rows))
  if (typeof Worker === 'undefined') return inPlace()
  const worker = new Worker(new URL('./book.worker.ts', import.meta.url), { type: 'module' })
  try {
    return await new Promise<Blob>((resolve, reject) => {
      worker.onmessage = ({ data }: MessageEvent<{ book?: Blob; error?: string }>) => (data.book ? resolve(data.book) : reject(new Error(data.error)))
      worker.onerror = (event) => {
        event.preventDefault()
        resolve(inPlace())
      }
      worker.postMessage(rows)
    })
  } finally {
    worker.terminate()
  }
}

/**
 * The work of the whole-practice export, loaded on the first click: the practice's rows from the provider, written
 * as the practice workbook and offered as `<Advocate-Name>-practice-<YYYY-MM-DD>.xlsx`. Answers the rows per kind.
 */
export async function exportPractice(advocate: string, onStep: (step: Step) => void) {
  onStep('reading')
  const { data, error } = await api.POST('/get-practice-export', { body: { EncryptedAdvocateCode: advocate } })
  if (error || !data) throw error ?? new Error('No answer')
  const { AdvocateName, Rows } = data.data
  onStep('writing')
  // Let the progress text show before the workbook is written (in place, it takes the thread).
  await new Promise((resolve) => setTimeout(resolve, 0))
  const file = xlsxFileName(`${AdvocateName} practice ${todayWire()}`)
  downloadBlob(await writeBook(Rows), file)
  const counts: Record<ImportRow['Kind'], number> = { CLIENT: 0, CASE: 0, HEARING: 0, PAYMENT: 0, ACTION: 0 }
  for (const row of Rows) counts[row.Kind]++
  return { counts, file }
}
