import { useId, useMemo, useState, type DragEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { $api } from '@/api/query'
import { errorMessage } from '@/api/errors'
import { TextAreaField, TextField } from '@/components/form/text-field'
import { toast } from '@/components/toast'
import { parseCauseList } from '@/lib/cause-list'
import { printedEntries } from './printed'
import { TEXTS, useTexts } from './texts'

const MAX_ENTRIES = 2000

interface Props {
  advocate: string
  date: string
  /** Courts of the day's hearings with no list held: offered as the list's court. */
  courts: string[]
}

/** Reads a dropped or chosen file: a PDF's text through pdf.js (loaded only now), a text file as it is. */
async function fileText(file: File): Promise<string> {
  if (file.type === 'application/pdf' || /\.pdf$/i.test(file.name)) {
    const { pdfText } = await import('@/lib/pdf-text')
    return pdfText(await file.arrayBuffer())
  }
  if (file.type.startsWith('text/') || /\.(txt|csv)$/i.test(file.name)) return file.text()
  throw new Error(TEXTS.unreadable)
}

/**
 * A list for a court the provider does not cover: pasted, or dropped as a PDF whose text is read here in the
 * browser. The entries found are shown as a count before anything is sent; the provider matches and keeps them.
 */
export function AddList({ advocate, date, courts }: Props) {
  const t = useTexts()
  const queryClient = useQueryClient()
  const [court, setCourt] = useState(courts[0] ?? '')
  const [text, setText] = useState('')
  const [source, setSource] = useState<'PASTE' | 'PDF'>('PASTE')
  const [problem, setProblem] = useState<{ court?: string; text?: string }>({})
  const [reading, setReading] = useState(false)
  const courtsId = useId()
  const entries = useMemo(() => (text.trim() ? parseCauseList(text) : []), [text])
  const rooms = new Set(entries.map((e) => e.courtRoom).filter(Boolean)).size
  const keep = $api.useMutation('post', '/add-cause-list', {
    onSuccess: (answer) => {
      toast.success(answer.message)
      queryClient.setQueryData(['post', '/get-cause-list', { body: { EncryptedAdvocateCode: advocate, ListDate: date } }], answer)
      void queryClient.invalidateQueries({ queryKey: ['post', '/get-cause-list'] })
      setText('')
    },
    // The text stays as it was: nothing typed or dropped is lost when the provider refuses or cannot be reached.
    onError: (error) => toast.error(errorMessage(error)),
  })

  const read = async (file: File | undefined) => {
    if (!file) return
    setReading(true)
    setProblem({})
    try {
      const read = await fileText(file)
      if (!read.trim()) setProblem({ text: TEXTS.noText })
      setText(read)
      setSource(/\.pdf$/i.test(file.name) || file.type === 'application/pdf' ? 'PDF' : 'PASTE')
    } catch (error) {
      setProblem({ text: error instanceof Error && error.message === TEXTS.unreadable ? TEXTS.unreadable : `${t.unreadable} (${errorMessage(error)})` })
    } finally {
      setReading(false)
    }
  }
  const drop = (event: DragEvent) => {
    event.preventDefault()
    void read(event.dataTransfer.files[0])
  }
  const submit = () => {
    const next = {
      court: court.trim() ? undefined : TEXTS.courtRequired,
      text: !entries.length ? TEXTS.noEntries : entries.length > MAX_ENTRIES ? TEXTS.tooMany : undefined,
    }
    setProblem(next)
    if (next.court || next.text) return
    keep.mutate({ body: { EncryptedAdvocateCode: advocate, ListDate: date, CourtName: court.trim().slice(0, 200), Source: source, Entries: printedEntries(entries) } })
  }

  return (
    <section aria-labelledby="add-list-title" className="card space-y-3 p-4">
      <h2 id="add-list-title" className="font-semibold">
        {t.add}
      </h2>
      <TextField label={t.court} required value={court} maxLength={200} list={courtsId} error={problem.court} onChange={(e) => setCourt(e.target.value)} />
      <datalist id={courtsId}>
        {courts.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <div onDragOver={(e) => e.preventDefault()} onDrop={drop}>
        <TextAreaField
          label={t.text}
          hint={t.textHint}
          value={text}
          error={problem.text}
          onChange={(e) => (setText(e.target.value), setSource('PASTE'))}
        />
      </div>
      <label className="block text-sm">
        <span className="mb-1 block font-medium">{t.file}</span>
        <input type="file" accept=".pdf,.txt,application/pdf,text/plain" className="text-sm" onChange={(e) => void read(e.target.files?.[0])} />
      </label>
      <p aria-live="polite" className="text-sm">
        {reading ? t.reading : text.trim() ? t.found(entries.length, rooms) : ''}
      </p>
      <button type="button" className="btn-primary min-h-11" disabled={keep.isPending || reading} onClick={submit}>
        {t.keep}
      </button>
    </section>
  )
}
