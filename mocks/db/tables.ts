import type { DbData, Row, TableName } from './types'

type NumericKeys<T> = { [K in keyof T]: T[K] extends number ? K : never }[keyof T] & string

/** The numeric primary key of every table, in the order the seed builds them. */
export const PRIMARY_KEYS = {
  countries: 'countryId',
  states: 'stateId',
  courtTypes: 'courtTypeCode',
  courts: 'courtCode',
  caseTypes: 'caseCode',
  litigationTypes: 'litigationId',
  litigationTypeDetails: 'litigationTypeDetailId',
  menuItems: 'childId',
  roles: 'roleId',
  schedulerJobs: 'jobId',
  emailSettings: 'emailSettingId',
  advocates: 'advocateCode',
  advocateTransactions: 'transactionId',
  advocateDealings: 'advocateDealingId',
  subscriptions: 'subscriptionId',
  users: 'userId',
  clients: 'clientCode',
  cases: 'caseId',
  hearings: 'hearingId',
  actionDetails: 'actionDetailId',
  clientPayments: 'clientPaymentId',
  customerInquiries: 'inquiryId',
  clientMessages: 'clientMessageId',
  causeLists: 'listId',
  causeListDecisions: 'decisionId',
  importKeys: 'importKeyId',
  messageTemplates: 'messageTemplateId',
  caseJournal: 'journalId',
  sessions: 'sessionId',
} as const satisfies { [T in TableName]: NumericKeys<Row<T>> }

export const TABLES = Object.keys(PRIMARY_KEYS) as TableName[]

export function emptyDb(): DbData {
  return Object.fromEntries(TABLES.map((t) => [t, []])) as unknown as DbData
}

const keyOf = (table: TableName, row: object): unknown => (row as Record<string, unknown>)[PRIMARY_KEYS[table]]

/** One more than the largest key in the table (1 for an empty table). */
export function nextId(db: DbData, table: TableName): number {
  let max = 0
  for (const row of db[table] as readonly object[]) {
    const id = keyOf(table, row)
    if (typeof id === 'number' && id > max) max = id
  }
  return max + 1
}

/**
 * A cheap check that stored data has the shape this version writes: every table is an array
 * whose rows are objects with a numeric key. Rows are sampled (first and last) so a 30,000-row
 * table costs nothing; a deeper check would not catch more of what goes wrong in practice
 * (truncation, another version, hand edits of a whole table).
 */
export function isDbData(value: unknown): value is DbData {
  if (typeof value !== 'object' || value === null) return false
  const data = value as Record<string, unknown>
  return TABLES.every((table) => {
    const rows = data[table]
    if (!Array.isArray(rows)) return false
    const sample: unknown[] = rows.length ? [rows[0], rows[rows.length - 1]] : []
    return sample.every((row) => typeof row === 'object' && row !== null && typeof keyOf(table, row) === 'number')
  })
}
