import { delay, http } from 'msw'
import { expect, fn, screen, within } from 'storybook/test'
import preview from '../../.storybook/preview'
import { answerEmpty, answerFailure } from '../../.storybook/dashboard-fixtures'
import { DEMO_ADVOCATE_CODE, encryptId } from '@mocks/db'
import { provider } from '@mocks/provider'
import { CaseTimelineDialog } from './case-timeline'
import { NO_EVENTS } from './timeline-panel'

/** The timeline open on a case of the signed-in advocate with past hearings in the seeded demo data. */
function SeededCase({ onClose }: { onClose: () => void }) {
  const { cases, hearings } = provider().db
  const target = cases.find((c) => c.advocateCode === DEMO_ADVOCATE_CODE && hearings.some((h) => h.caseId === c.caseId))!
  return <CaseTimelineDialog open onClose={onClose} encryptedCaseId={encryptId('case', target.caseId)} caseNo={target.clientCaseNo} />
}

const meta = preview.meta({
  title: 'Case actions/CaseTimelineDialog',
  component: SeededCase,
  args: { onClose: fn() },
  parameters: { user: 'advocate', route: '/case-next-date' },
})

/** Registration and past hearings from the record, oldest first. */
export const Data = meta.story({
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: /^Timeline of case / })
    await expect((await within(dialog).findAllByText(/^Hearing of /)).length).toBeGreaterThan(0)
  },
})

export const Empty = meta.story({
  beforeEach: answerEmpty('/case-timeline', { clientCaseNo: 'WP/1/2026', caseTitle: 'A VS B', events: [] }),
  play: async () => {
    await expect(await screen.findByText(NO_EVENTS)).toBeInTheDocument()
  },
})

export const Failure = meta.story({ beforeEach: answerFailure('/case-timeline') })

/** The answer never comes: the table keeps room for its rows and says it is loading. */
export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(http.post('*/api/case-timeline', () => delay('infinite'))),
})
