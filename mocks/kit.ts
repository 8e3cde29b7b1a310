import type { components } from '../src/api/schema.gen'
import { PRIMARY_KEYS, type Row, type TableName } from './db'
import { KIND, MESSAGES, fail, requireId } from './http'
import { db } from './provider'

/**
 * The handler kit: every handler finds a row, answers a list and checks a name the same way, so
 * the wording of a 404 or a 409 and the paging of a list are decided once.
 */

/** Tables reached by an opaque id: the id's kind and how a message names a row. */
const ENTITIES = {
  users: [KIND.user, 'The account'],
  advocates: [KIND.advocate, 'The advocate'],
  clients: [KIND.client, 'The client'],
  actionDetails: [KIND.action, 'The action'],
  countries: [KIND.country, 'The country'],
  states: [KIND.state, 'The state'],
  courtTypes: [KIND.courtType, 'The court type'],
  courts: [KIND.court, 'The court'],
  caseTypes: [KIND.caseType, 'The case type'],
  litigationTypes: [KIND.litigation, 'The litigation type'],
  litigationTypeDetails: [KIND.litigationDetail, 'The litigation type detail'],
  menuItems: [KIND.menu, 'The menu item'],
  roles: [KIND.role, 'The role'],
  schedulerJobs: [KIND.job, 'The scheduler job'],
  emailSettings: [KIND.emailSetting, 'The email settings'],
} as const satisfies Partial<Record<TableName, readonly [string, string]>>
type Entity = keyof typeof ENTITIES

const keyOf = <T extends TableName>(table: T, row: Row<T>) => (row as unknown as Record<string, number>)[PRIMARY_KEYS[table]]

/**
 * The row of `table` named by the opaque id `value`, or 404 '<The thing> was not found.'
 * `where` narrows the rows a caller may reach (another advocate's row is not found either).
 */
export function findRow<T extends Entity>(table: T, value: unknown, where: (row: Row<T>) => boolean = () => true): Row<T> {
  const [kind, what] = ENTITIES[table]
  const id = requireId(kind, value, what)
  const row = (db()[table] as Row<T>[]).find((r) => keyOf(table, r) === id && where(r))
  if (!row) throw fail(404, MESSAGES.notFound(what))
  return row
}

type PageRequest = components['schemas']['MasterPageRequest']
type Text = string | number | null | undefined

export interface ListOptions<T> {
  /** The fields a search looks into (case-insensitive "contains"). */
  search?: (row: T) => Text[]
  sort?: (a: T, b: T) => number
  /** A dropdown asks for every row at once. */
  all?: boolean
}

/** The searched, sorted page of `rows` a list call answers (pageNumber counts from 1), with the total. */
export function listOf<T>(rows: readonly T[], body: PageRequest, { search, sort, all }: ListOptions<T> = {}): { rows: T[]; totalCount: number } {
  // NFC: a Devanagari letter with a nukta (ज़) is one character or two, as the keyboard typed it; both find it.
  const plain = (value: Text) => String(value).normalize('NFC').toLowerCase()
  const text = plain(body.SearchText?.trim() ?? '')
  const found = text && search ? rows.filter((r) => search(r).some((f) => f !== null && f !== undefined && plain(f).includes(text))) : [...rows]
  if (sort) found.sort(sort)
  if (all) return { rows: found, totalCount: found.length }
  const size = body.pageSize ?? 15
  const number = body.pageNumber ?? 1
  return { rows: found.slice((number - 1) * size, number * size), totalCount: found.length }
}

/** Sorts by a text field, the way every list of names is ordered. */
export const byText =
  <T>(field: (row: T) => string) =>
  (a: T, b: T) =>
    field(a).localeCompare(field(b))

export const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * 409 with `message` when another row of `table` already holds `value` in `field` (ignoring case).
 * `except` is the key of the row being updated; `within` limits the check to a scope (a state, a court).
 */
export function unique<T extends TableName, F extends keyof Row<T>>(
  table: T,
  field: F,
  value: string,
  message: (taken: string) => string,
  { except, within = () => true }: { except?: number; within?: (row: Row<T>) => boolean } = {},
): void {
  const taken = (db()[table] as Row<T>[]).find((r) => keyOf(table, r) !== except && within(r) && sameText(String(r[field]), value))
  if (taken) throw fail(409, message(String(taken[field])))
}
