import { useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { errorMessage } from '@/api/errors'
import { toast } from '@/components/toast'
import { defaultCountryQuery } from '@/lookups/pickers'
import { useSessionStore } from '@/session/session-store'
import type { ReadSheet } from '@/lib/xlsx'
import { BATCH, DryRunMemory, base64ToBlob, dropJob, fileToBase64, loadJob, saveJob, saveJobFile, sendBatch, type LineResult, type SavedJob } from './import-job'
import { guessMapping, type FieldId } from './sheet-fields'
import { SheetMapping } from './sheet-mapping'
import { SheetResults } from './sheet-results'
import type { Defaults, Prepared } from './sheet-rows'
import { useTexts } from './texts'

/** The most lines a file may hold: a practice's whole diary, well within what a phone keeps in memory. */
export const MAX_LINES = 20_000

type Phase = 'map' | 'checking' | 'checked' | 'importing' | 'paused' | 'done'
interface Loaded {
  fileName: string
  file: Blob
  sheets: ReadSheet[]
  sheet: number
  /** A Case Diary workbook (the whole-practice export): its rows are read as exported, no columns to map. */
  book: boolean
}

const START: Defaults = { countryCode: '', stateCode: '', clientType: 'INDIVIDUAL', gender: '', party: '', purpose: '' }

/**
 * Issue 26: a spreadsheet in. The file is read in the browser, its columns mapped to the forms' fields, every
 * line checked by the forms' own rules and then by the provider in a dry run; the import runs in batches with
 * idempotency keys, can be paused, and resumes after a reload from the copy of the file kept on the device.
 */
export function SheetImport() {
  const T = useTexts().sheet
  const session = useSessionStore((s) => s.session)
  const advocate = session?.encryptedAdvocateCode ?? ''
  const user = session?.encryptedSecurityUserId ?? ''
  const india = useQuery(defaultCountryQuery)
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [mapping, setMapping] = useState<(FieldId | null)[]>([])
  const [defaults, setDefaults] = useState<Defaults>(START)
  const [phase, setPhase] = useState<Phase>('map')
  const [prepared, setPrepared] = useState<Prepared[]>([])
  const [results, setResults] = useState<LineResult[]>([])
  const [problem, setProblem] = useState('')
  const [saved, setSaved] = useState<SavedJob | null>(() => (user ? loadJob(user) : null))
  const stop = useRef(false)

  // India, the provider's code found by name, unless a resumed import brought its own.
  const batch: Defaults = { ...defaults, countryCode: defaults.countryCode || india.data || '' }

  const grid = loaded?.sheets[loaded.sheet]?.rows ?? []
  const header = loaded?.book ? T.bookHeader : (grid[0] ?? [])
  const lines = grid.slice(1)

  const open = async (file: File | undefined, sheet = 0) => {
    if (!file) return
    setProblem('')
    try {
      const [{ readSheets }, { rowsOfBook }] = await Promise.all([import('@/lib/xlsx'), import('./practice-book')])
      const sheets = await readSheets(file, file.name)
      if (rowsOfBook(sheets)) {
        setLoaded({ fileName: file.name, file, sheets, sheet: 0, book: true })
        setMapping([])
        setPhase('map')
        return setResults([])
      }
      const rows = sheets[sheet]?.rows ?? []
      if (rows.length < 2) return setProblem(T.empty)
      if (rows.length - 1 > MAX_LINES) return setProblem(T.tooMany(MAX_LINES))
      setLoaded({ fileName: file.name, file, sheets, sheet, book: false })
      setMapping(guessMapping((rows[0] ?? []).map(String)))
      setPhase('map')
      setResults([])
    } catch {
      setProblem(T.unreadable)
    }
  }

  const prepare = async (from: Loaded, map: (FieldId | null)[], values: Defaults): Promise<Prepared[]> => {
    if (from.book) {
      const [{ rowsOfBook }, { withClients }] = await Promise.all([import('./practice-book'), import('./import-job')])
      return withClients(rowsOfBook(from.sheets) ?? []).map((row) => {
        const caseNo = row.Case?.clientCaseNo ?? row.ClientCaseNo ?? ''
        return { line: row.Line, cells: [row.Kind, row.ClientName, caseNo], client: row.ClientName, caseNo, row, refusal: null, clientIssue: null }
      })
    }
    const [{ loadMasters }, { prepareRowsInSteps }] = await Promise.all([import('./masters'), import('./sheet-rows')])
    const rows = from.sheets[from.sheet]!.rows.slice(1)
    const masters = await loadMasters(rows, map, values.countryCode, values.stateCode)
    return prepareRowsInSteps(rows, map, values, masters, advocate)
  }

  /** Sends the batches from `from`; a dry run keeps nothing, a real one keeps its place on the device after every batch. */
  const run = async (dry: boolean, list: Prepared[], from: number, done: LineResult[], job: Omit<SavedJob, 'next' | 'results'> | null) => {
    stop.current = false
    let kept = done
    const memory = new DryRunMemory()
    for (let i = from; i < list.length; i += BATCH) {
      if (stop.current) return setPhase('paused')
      try {
        kept = [...kept, ...(await sendBatch(list, i, dry, advocate, memory))]
      } catch (error) {
        toast.error(errorMessage(error))
        return setPhase(dry ? 'map' : 'paused')
      }
      setResults(kept)
      if (job && !saveJob({ ...job, next: Math.min(i + BATCH, list.length), results: kept })) setProblem(T.notKept)
    }
    if (!dry) dropJob()
    setPhase(dry ? 'checked' : 'done')
  }

  const check = async () => {
    if (!loaded) return
    if (!loaded.book && (!mapping.includes('client.clientName') || !mapping.includes('client.mobileNo'))) return setProblem(T.needsName)
    setProblem('')
    setPhase('checking')
    setResults([])
    try {
      const list = await prepare(loaded, mapping, batch)
      setPrepared(list)
      await run(true, list, 0, [], null)
    } catch (error) {
      toast.error(errorMessage(error))
      setPhase('map')
    }
  }

  const start = async () => {
    if (!loaded) return
    setPhase('importing')
    setResults([])
    const job = { user, fileName: loaded.fileName, file: await fileToBase64(loaded.file), sheet: loaded.sheet, book: loaded.book, mapping, defaults: batch, total: prepared.length }
    if (!saveJobFile(job.file)) setProblem(T.notKept)
    await run(false, prepared, 0, [], job)
  }

  const resume = async (job: SavedJob) => {
    setSaved(null)
    setProblem('')
    try {
      const { readSheets } = await import('@/lib/xlsx')
      const file = base64ToBlob(job.file)
      const again: Loaded = { fileName: job.fileName, file, sheets: await readSheets(file, job.fileName), sheet: job.sheet, book: !!job.book }
      setLoaded(again)
      setMapping([...job.mapping])
      setDefaults(job.defaults)
      const list = await prepare(again, [...job.mapping], job.defaults)
      setPrepared(list)
      setResults(job.results)
      setPhase('importing')
      await run(false, list, job.next, job.results, job)
    } catch (error) {
      toast.error(errorMessage(error))
      setPhase('paused')
    }
  }

  const discard = () => (dropJob(), setSaved(null))
  const busy = phase === 'checking' || phase === 'importing'
  // What the dry run says will be added: the count the user is asked to import (matched rows are sent too, harmlessly).
  const toAdd = results.filter((r) => r.outcome === 'CREATED').length
  const done = results.length

  return (
    <div className="space-y-4">
      {saved && (
        <div role="status" className="card flex flex-wrap items-center gap-3 border-amber-400 p-3">
          <p className="text-sm">{T.paused(saved.fileName, saved.next, saved.total)}</p>
          <button type="button" className="btn-primary min-h-11" onClick={() => void resume(saved)}>
            {T.resume}
          </button>
          <button type="button" className="btn-secondary min-h-11" onClick={discard}>
            {T.discard}
          </button>
        </div>
      )}
      {!busy && (
        <div onDragOver={(e) => e.preventDefault()} onDrop={(e) => (e.preventDefault(), void open(e.dataTransfer.files[0]))} className="card space-y-1 border-dashed p-4">
          <label className="block text-sm">
            <span className="mb-1 block font-medium">{T.choose}</span>
            <input type="file" accept=".csv,.xlsx,.txt,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" className="text-sm" onChange={(e) => void open(e.target.files?.[0])} />
          </label>
          <p className="text-sm">{T.help}</p>
        </div>
      )}
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}
      {loaded?.book && phase === 'map' && <p className="text-sm font-medium">{T.book(loaded.fileName)}</p>}
      {loaded && !loaded.book && loaded.sheets.length > 1 && phase === 'map' && (
        <label className="block text-sm">
          <span className="mb-1 block font-medium">{T.sheetLabel}</span>
          <select className="input min-h-11 w-auto" value={loaded.sheet} onChange={(e) => void open(loaded.file as File, Number(e.target.value))}>
            {loaded.sheets.map((s, i) => (
              <option key={s.name} value={i}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {loaded && !loaded.book && (phase === 'map' || phase === 'checked') && (
        <SheetMapping header={header} sample={lines[0]} mapping={mapping} onMapping={(m) => (setMapping(m), setPhase('map'))} defaults={batch} onDefaults={(d) => (setDefaults(d), setPhase('map'))} />
      )}
      {loaded && (
        <div className="flex flex-wrap items-center gap-3">
          {(phase === 'map' || phase === 'checked' || phase === 'done') && (
            <button type="button" className={phase === 'map' ? 'btn-primary min-h-11' : 'btn-secondary min-h-11'} onClick={() => void check()}>
              {T.check}
            </button>
          )}
          {phase === 'checked' && toAdd > 0 && (
            <button type="button" className="btn-primary min-h-11" onClick={() => void start()}>
              {T.start(toAdd)}
            </button>
          )}
          {phase === 'importing' && (
            <button type="button" className="btn-secondary min-h-11" onClick={() => (stop.current = true)}>
              {T.pause}
            </button>
          )}
          {phase === 'paused' && (
            <button type="button" className="btn-primary min-h-11" onClick={() => void run(false, prepared, done, results, loadJob(user))}>
              {T.resume}
            </button>
          )}
        </div>
      )}
      {busy || phase === 'paused' ? (
        <div className="space-y-1">
          <progress className="w-full" aria-label={T.progress} max={Math.max(prepared.length || lines.length, 1)} value={done} />
          <p aria-live="polite" className="text-sm">
            {phase === 'checking' ? T.checking(done, prepared.length || lines.length) : T.importing(done, prepared.length)}
          </p>
        </div>
      ) : null}
      {phase === 'done' && (
        <p role="status" className="font-medium">
          {T.done}
        </p>
      )}
      {loaded && results.length > 0 && <SheetResults fileName={loaded.fileName} header={header} prepared={prepared} results={results} dry={phase === 'checked' || phase === 'checking'} />}
    </div>
  )
}
