import { bench, describe } from 'vitest'
import { DEMO_ADVOCATE_CODE } from '@mocks/db'
import { seed } from '@mocks/db/seed'
import { scheduleRows } from '@mocks/handlers/case-schedule'
import { statementOf } from '@mocks/handlers/statement'

/**
 * `npm run bench:reports`: the two reports on the large seed (≥ 30,000 cases of the demo advocate), each one
 * pass over the store. A benchmark, not a test: a timing says nothing about correctness and varies by machine.
 */
const data = seed({ today: '2026-11-24', scale: 'large' })
const counts = new Map<number, number>()
for (const c of data.cases) if (c.advocateCode === DEMO_ADVOCATE_CODE) counts.set(c.clientCode, (counts.get(c.clientCode) ?? 0) + 1)
const busiest = [...counts].sort((a, b) => b[1] - a[1])[0][0]

describe('reports on the large seed', () => {
  bench("a month's case schedule", () => {
    scheduleRows(data, DEMO_ADVOCATE_CODE, { from: '2026-11-01', to: '2026-11-30', clientCode: '', clientCaseNo: '', courtCode: '' })
  })
  bench('the statement of the client with most cases', () => {
    statementOf(data, DEMO_ADVOCATE_CODE, { clientCode: busiest, caseNo: '', from: '2000-01-01', to: '2099-12-31' })
  })
})
