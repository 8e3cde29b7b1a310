import { useState } from 'react'
import { errorMessage } from '@/api/errors'
import { toast } from '@/components/toast'
import { useSessionStore } from '@/session/session-store'
import { useTexts } from './texts'

/** Issue 26: everything of the practice in one workbook, which the spreadsheet import reads back. */
export function PracticeExport() {
  const T = useTexts().export
  const advocate = useSessionStore((s) => s.session?.encryptedAdvocateCode ?? '')
  const [progress, setProgress] = useState<string | null>(null)
  const run = async () => {
    setProgress(T.reading)
    try {
      // The work (the call, the workbook, SheetJS) loads on the click: the page carries only its button.
      const { exportPractice } = await import('./practice-export-run')
      const { counts, file } = await exportPractice(advocate, (s) => setProgress(s.step === 'writing' ? T.writing : s.total ? T.readingRows(s.done, s.total) : T.reading))
      toast.success(T.done(counts, file))
    } catch (error) {
      toast.error(errorMessage(error))
    } finally {
      setProgress(null)
    }
  }
  return (
    <div className="max-w-prose space-y-3 text-sm">
      <p>{T.what}</p>
      <p>{T.dates}</p>
      <button type="button" className="btn-primary min-h-11" disabled={progress !== null} onClick={() => void run()}>
        {T.button}
      </button>
      <p aria-live="polite" className="min-h-5">
        {progress}
      </p>
    </div>
  )
}
