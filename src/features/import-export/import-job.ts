import { api } from '@/api/client'
import type { components } from '@/api/schema.gen'
import { IMPORT_JOB_KEY, local, readJson } from '@/session/storage'
import { rowKey, type ImportRow } from './row-key'
import type { Defaults, Mapping, Prepared } from './sheet-rows'
import { TEXTS } from './texts'

export type Outcome = components['schemas']['ImportOutcome']
export interface LineResult {
  line: number
  outcome: Outcome
  message: string
}

/** Rows a call: the contract takes 200; 100 keeps each call short on a weak line and in the demo's page-thread provider. */
export const BATCH = 100

/** The provider's answer to a client it cannot add: the line's own reason (the client form's message) says more. */
const NEEDS_CLIENT = "The client is not in your diary; give the client's details to add them."

/** The provider's answer to a hearing, payment or action whose case it does not have. */
const NO_CASE = 'The case is not in your diary.'
export const AFTER_ITS_CASE = 'Will be added with its case, from an earlier row.'
const who = (row: ImportRow) => `${row.ClientName.trim().toUpperCase()}|${row.MobileNo}`

/**
 * What the earlier batches of a dry run would add. The provider's dry run keeps nothing between calls, so a
 * hearing, payment or action whose case an earlier batch would add is answered "not in your diary"; the app
 * knows better and says it will be added with its case.
 */
export class DryRunMemory {
  private readonly cases = new Set<string>()
  remember(row: ImportRow, outcome: Outcome) {
    if (row.Kind === 'CASE' && outcome !== 'REFUSED') this.cases.add(`${who(row)}|${row.Case!.clientCaseNo.trim().toUpperCase()}`)
  }
  hasCaseOf = (row: ImportRow) => this.cases.has(`${who(row)}|${(row.ClientCaseNo ?? '').trim().toUpperCase()}`)
}

/**
 * A case row of a Case Diary workbook names its client; the client's fields sit in the Clients sheet. Each case row
 * takes them along, so a dry run in batches (which the provider answers one by one) can add a case whose client an
 * earlier batch would add. A client the provider already has is matched and these fields are not read.
 */
export function withClients(rows: readonly ImportRow[]): ImportRow[] {
  const clients = new Map(rows.flatMap((r) => (r.Kind === 'CLIENT' && r.Client ? [[who(r), r.Client] as const] : [])))
  return rows.map((row) => {
    const client = row.Kind === 'CASE' && !row.Client ? clients.get(who(row)) : undefined
    if (!client) return row
    const { Key: _key, ...said } = { ...row, Client: client }
    return { ...said, Key: rowKey(said) }
  })
}

/** Sends the lines that can be sent, `BATCH` at a time from `from`, and answers every line sent; refused lines answer at once. */
export async function sendBatch(prepared: readonly Prepared[], from: number, dryRun: boolean, advocate: string, memory = new DryRunMemory()): Promise<LineResult[]> {
  const batch = prepared.slice(from, from + BATCH)
  const rows = batch.flatMap((p) => (p.row ? [p.row] : []))
  const answered = new Map<number, LineResult>()
  if (rows.length) {
    const { data, error } = await api.POST('/import-rows', { body: { EncryptedAdvocateCode: advocate, DryRun: dryRun, Rows: rows } })
    if (error || !data) throw error ?? new Error(TEXTS.noAnswer)
    for (const r of data.data.Results) answered.set(r.Line, { line: r.Line, outcome: r.Outcome, message: r.Message })
  }
  return batch.map((p) => {
    if (!p.row) return { line: p.line, outcome: 'REFUSED', message: p.refusal ?? '' }
    const r = answered.get(p.line) ?? { line: p.line, outcome: 'REFUSED' as const, message: 'The provider did not answer this line.' }
    memory.remember(p.row, r.outcome)
    if (dryRun && r.outcome === 'REFUSED' && r.message === NO_CASE && memory.hasCaseOf(p.row)) return { ...r, outcome: 'CREATED' as const, message: AFTER_ITS_CASE }
    return r.outcome === 'REFUSED' && r.message === NEEDS_CLIENT && p.clientIssue ? { ...r, message: p.clientIssue } : r
  })
}

/** An import under way, kept on the device so a reload (or a closed tab) resumes it where it stopped. */
export interface SavedJob {
  user: string
  fileName: string
  /** The file itself (base64), so the same lines are read again after a reload. */
  file: string
  sheet: number
  /** A Case Diary workbook, read as exported. */
  book?: boolean
  mapping: Mapping
  defaults: Defaults
  /** How many lines are done, and what each of them did. */
  next: number
  total: number
  results: LineResult[]
}

export const JOB_KEY = IMPORT_JOB_KEY
/** The file, kept once when the import starts; the progress beside it is small and kept after every batch. */
export const JOB_FILE_KEY = `${JOB_KEY}:file`

const OUTCOMES: Outcome[] = ['CREATED', 'MATCHED', 'DONE_BEFORE', 'REFUSED']
type Kept = Omit<SavedJob, 'file' | 'results'> & { results: [line: number, outcome: number, message: string][] }

export function loadJob(user: string): SavedJob | null {
  const job = readJson<Kept>(local(), JOB_KEY)
  const file = local()?.getItem(JOB_FILE_KEY)
  if (!job || job.user !== user || !file) return null
  return { ...job, file, results: job.results.map(([line, outcome, message]) => ({ line, outcome: OUTCOMES[outcome] ?? 'REFUSED', message })) }
}

/** Keeps the file of a job that starts (false when the device has no room: the import goes on, but a reload would not resume it). */
export function saveJobFile(file: string): boolean {
  try {
    local()?.setItem(JOB_FILE_KEY, file)
    return true
  } catch {
    return false
  }
}

/** Keeps where the job is after a batch. */
export function saveJob({ file: _file, results, ...job }: SavedJob): boolean {
  try {
    const kept: Kept = { ...job, results: results.map((r) => [r.line, OUTCOMES.indexOf(r.outcome), r.message]) }
    local()?.setItem(JOB_KEY, JSON.stringify(kept))
    return true
  } catch {
    return false
  }
}

export const dropJob = () => (local()?.removeItem(JOB_KEY), local()?.removeItem(JOB_FILE_KEY))

export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  let text = ''
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(text)
}

export const base64ToBlob = (text: string) => new Blob([Uint8Array.from(atob(text), (c) => c.charCodeAt(0))])
