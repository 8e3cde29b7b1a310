import { describe, expect, it } from 'vitest'
import { DEMO_ADVOCATE_CODE } from '@mocks/db'
import { seed } from '@mocks/db/seed'
import { scheduleRows } from '@mocks/handlers/case-schedule'
import { statementOf } from '@mocks/handlers/statement'

/** The two reports on the large seed (≥ 30,000 cases of the demo advocate): each one pass over the store. */
describe('case schedule and statement on the large seed', () => {
  it('answer within a second each', () => {
    const data = seed({ today: '2026-11-24', scale: 'large' })
    expect(data.cases.filter((c) => c.advocateCode === DEMO_ADVOCATE_CODE).length).toBeGreaterThanOrEqual(30_000)
    const counts = new Map<number, number>()
    for (const c of data.cases) if (c.advocateCode === DEMO_ADVOCATE_CODE) counts.set(c.clientCode, (counts.get(c.clientCode) ?? 0) + 1)
    const busiest = [...counts].sort((a, b) => b[1] - a[1])[0][0]
    const time = (run: () => unknown) => {
      const start = performance.now()
      run()
      return performance.now() - start
    }
    const schedule = time(() => scheduleRows(data, DEMO_ADVOCATE_CODE, { from: '2026-11-01', to: '2026-11-30', clientCode: '', clientCaseNo: '', courtCode: '' }))
    const statement = time(() => statementOf(data, DEMO_ADVOCATE_CODE, { clientCode: busiest, caseNo: '', from: '2000-01-01', to: '2099-12-31' }))
    console.info(`large seed: a month's schedule ${schedule.toFixed(0)} ms, the busiest client's statement ${statement.toFixed(0)} ms`)
    expect(schedule).toBeLessThan(1000)
    expect(statement).toBeLessThan(1000)
  })
})
