import { FileText } from 'lucide-react'
import { api } from '@/api/client'
import { usePdfReport } from '@/shell/pdf-report'
import { useSessionStore } from '@/session/session-store'
import { TEXTS, useTexts } from './texts'

// The file's name stays English: it is a name on disk, not a text on screen.
export const DOCKET_TEXTS = { ...TEXTS.docket, file: (date: string) => `Docket-${date}.pdf` }

/**
 * Issue 24: the day's docket to carry (the board by court and court room in item order, with parties, purpose,
 * client and file place), built by the provider and opened through the one PDF pipeline.
 */
export function DocketButton({ date, className = 'btn-secondary min-h-11' }: { date: string; className?: string }) {
  const t = useTexts().docket
  const advocate = useSessionStore((s) => s.session?.encryptedAdvocateCode ?? '')
  const pdf = usePdfReport({
    fileName: DOCKET_TEXTS.file(date),
    call: async (ListDate: string) => (await api.POST('/get-docket-pdf', { body: { EncryptedAdvocateCode: advocate, ListDate }, parseAs: 'blob' })).data,
  })
  return (
    <button type="button" className={className} disabled={pdf.isPending} onClick={() => pdf.mutate(date)}>
      <FileText size={16} aria-hidden="true" /> {pdf.isPending ? t.busy : t.button}
    </button>
  )
}
