import { bench, describe } from 'vitest'
import { DEMO_ADVOCATE_CODE } from '@mocks/db'
import { seed } from '@mocks/db/seed'
import { dayCauseListInSteps } from '@mocks/cause-list/day'
import { scheduleRows, withCaseDetail } from '@mocks/handlers/case-schedule'
import { causeCounts } from '@mocks/queries'
import { startProvider } from '@mocks/provider'

/**
 * `npm run bench:court-day-mock`: the mock provider's share of the court day on the large seed, the calls the page
 * makes for the busiest coming day. In the demo these run on the mock's own thread, one call after another.
 */
const TODAY = '2026-11-24'
const store = startProvider({ storage: null, today: TODAY, scale: 'large', build: seed })
const data = store.db
const counts = causeCounts(data, DEMO_ADVOCATE_CODE, TODAY, '2027-01-31')
const [day] = [...counts].sort((a, b) => b[1] - a[1])[0]!
const filters = { from: day, to: day, clientCode: '', clientCaseNo: '', courtCode: '' }

describe(`the court day of ${day} (${counts.get(day)} hearings) on the large seed`, () => {
  bench('the board: the day\'s rows', () => {
    scheduleRows(data, DEMO_ADVOCATE_CODE, filters)
  })
  const rows = scheduleRows(data, DEMO_ADVOCATE_CODE, filters)
  bench('the board: each row with its case', () => {
    withCaseDetail(rows)
  })
  // Built afresh each time: a day is kept until the next save (mocks/cause-list/day.ts).
  bench("the day's cause list", async () => {
    store.save()
    await dayCauseListInSteps(DEMO_ADVOCATE_CODE, day)
  })
})
