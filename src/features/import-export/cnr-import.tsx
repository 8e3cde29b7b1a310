import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { errorMessage, isUnauthorized } from '@/api/errors'
import { RadioGroupInput, SelectInput, TextAreaInput } from '@/components/form/form-fields'
import { PURPOSES } from '@/records/case-schema'
import { useTexts as useCodeNames } from '@/records/code-texts'
import { todayWire } from '@/lib/dates'
import { defaultCountryQuery } from '@/lookups/pickers'
import { currentAdvocateCode } from '@/session/session-store'
import { cnrFormSchema, keepForm, keptForm, rememberedParty, rememberParty, type CnrForm } from './cnr-form'
import { parseCnrList, type CnrLine } from './cnr-list'
import { CnrResults } from './cnr-results'
import { importCnr, Stopped, type Batch, type CnrResult, type Party } from './cnr-run'
import { useTexts } from './texts'

const PARTIES: Party[] = ['Petitioner', 'Respondents']

/** Resolves after `ms`, or at once when the batch is stopped. */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve()
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true })
  })

/**
 * Issue 26, import by CNR: a pasted or dropped list of CNRs, each looked up through the provider's CNR call one
 * at a time (`pace` ms apart at least: the courts' records are not to be hammered) and registered as a case of
 * the chosen party. Stop keeps what is done; a session that ends stops the batch and keeps the list.
 */
export function CnrImport({ pace = 1000 }: { pace?: number }) {
  const texts = useTexts()
  const T = texts.cnr
  const purposes = useCodeNames().purposes
  const [kept] = useState(keptForm)
  const form = useForm<CnrForm>({ resolver: zodResolver(cnrFormSchema), defaultValues: kept ?? { list: '', party: rememberedParty(), purpose: '' } })
  const queryClient = useQueryClient()
  const list = useWatch({ control: form.control, name: 'list' })
  const parsed = useMemo(() => parseCnrList(list), [list])
  const [results, setResults] = useState<CnrResult[]>([])
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null)
  // The note by its name, so it reads in the language on screen when that changes.
  const [note, setNote] = useState<'keptList' | 'expired' | 'stopped' | ''>(kept ? 'keptList' : '')
  const [running, setRunning] = useState(false)
  const batch = useRef<AbortController | null>(null)
  useEffect(() => () => batch.current?.abort(), [])
  const party = useWatch({ control: form.control, name: 'party' })
  const purpose = useWatch({ control: form.control, name: 'purpose' })
  // Kept while there is a list, so a session that ends mid-batch loses none of it.
  useEffect(() => {
    if (list.trim()) keepForm({ list, party, purpose })
  }, [list, party, purpose])

  const run = async (lines: CnrLine[]) => {
    const controller = new AbortController()
    batch.current = controller
    setRunning(true)
    setResults([])
    setNote('')
    setProgress({ done: 0, total: lines.length })
    const india = await queryClient.fetchQuery(defaultCountryQuery).catch(() => null)
    const shared: Batch = { advocateCode: currentAdvocateCode(), india, today: todayWire(), party: form.getValues('party'), purpose: form.getValues('purpose') ?? '' }
    let lastLookup = -Infinity
    // At most one court lookup every `pace` ms; a CNR the diary has, or a malformed one, is not looked up.
    const paced = async () => {
      await pause(lastLookup + pace - Date.now(), controller.signal)
      if (controller.signal.aborted) throw new Stopped()
      lastLookup = Date.now()
    }
    for (const [i, line] of lines.entries()) {
      if (controller.signal.aborted) break
      try {
        const result = await importCnr(line, shared, paced)
        setResults((done) => [...done, result])
      } catch (error) {
        if (error instanceof Stopped) break
        if (isUnauthorized(error)) {
          setNote('expired')
          break
        }
        setResults((done) => [...done, { line: line.line, text: line.text, cnr: line.cnr, caseNo: '', client: '', outcome: 'FAILED', reason: errorMessage(error) }])
      }
      setProgress({ done: i + 1, total: lines.length })
    }
    if (controller.signal.aborted) setNote('stopped')
    setRunning(false)
  }

  const start = form.handleSubmit(() => run(parsed.lines))
  const setList = (text: string) => form.setValue('list', text, { shouldDirty: true })
  const readFile = (file: File | undefined) => void file?.text().then(setList)
  const drop = (event: DragEvent<HTMLTextAreaElement>) => {
    const file = event.dataTransfer.files[0]
    if (!file) return
    event.preventDefault()
    readFile(file)
  }

  return (
    <FormProvider {...form}>
      <form className="space-y-4" onSubmit={(event) => void start(event)} aria-label={texts.tabs.cnr}>
        <div className="card space-y-4 p-4">
          <TextAreaInput name="list" label={T.listLabel} hint={T.listHint} readOnly={running} spellCheck={false} onDrop={drop} onDragOver={(e) => e.preventDefault()} />
          <label className="block space-y-1 text-sm font-medium">
            <span className="block">{T.file}</span>
            <input type="file" accept=".txt,.csv,text/plain,text/csv" disabled={running} className="block text-sm" onChange={(e) => readFile(e.target.files?.[0])} />
          </label>
          <RadioGroupInput name="party" label={T.party} options={PARTIES.map((value) => ({ value, label: T.parties[value] }))} onValueChange={(value) => rememberParty(value)} />
          <SelectInput name="purpose" label={T.purpose} hint={T.purposeHint} options={PURPOSES.map((value) => ({ value, label: purposes[value] }))} placeholder={T.noPurpose} className="max-w-md" />
          <div className="space-y-1 text-sm">
            {parsed.count > 0 && <p>{T.counted(parsed.lines.length, parsed.count)}</p>}
            {parsed.twice.map((t) => (
              <p key={t.cnr}>{T.twice(t.cnr, t.lines)}</p>
            ))}
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className="btn-primary" disabled={running}>
              {T.start}
            </button>
            {running && (
              <button type="button" className="btn-secondary" onClick={() => batch.current?.abort()}>
                {T.stop}
              </button>
            )}
            {progress && (
              <span className="flex items-center gap-2 text-sm">
                <progress max={progress.total} value={progress.done} aria-label={T.progress(progress.done, progress.total)} className="w-48" />
                <span aria-hidden="true">{T.progress(progress.done, progress.total)}</span>
              </span>
            )}
          </div>
          {note && (
            <p role="status" className="text-sm font-medium">
              {T[note]}
            </p>
          )}
        </div>
        {progress && <CnrResults results={results} running={running} onKeepFailed={setList} />}
      </form>
    </FormProvider>
  )
}
