import { expect } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { answerEmpty } from '../../../.storybook/dashboard-fixtures'
import { loadStates } from '../../../.storybook/screen-states'
import { HygienePage } from './hygiene-page'
import { TEXTS } from './texts'

const row = (no: number, next: string | null, last: string | null) => ({
  encryptedCaseId: `story-${no}`, clientCode: '101', clientName: `CLIENT ${no}`, clientCaseNo: `CS/${no}/2024`, caseTitle: `CLIENT ${no} VS STATE OF MAHARASHTRA`,
  courtName: 'DISTRICT COURT, PUNE', nextHearingDate: next, lastHearingDate: last, courtDate: null, caseStatus: 'ONGOING',
})
const counts = { NO_NEXT_DATE: 0, PASSED_NO_OUTCOME: 2, NOT_FROM_COURT: 1, NO_HEARING: 4, NOT_LISTED: 0 }
const rows = [row(12, '2026-10-02', '2026-06-10'), row(40, '2026-11-01', null)]

/** Issue 24: the diary's dates that need attention. */
const meta = preview.meta({
  title: 'Data entry/Diary Check',
  render: () => <HygienePage kind="PASSED_NO_OUTCOME" months={6} onChange={() => undefined} />,
  parameters: { user: 'advocate', route: '/diary-hygiene' },
})

/** Hearings that passed with no outcome, each with Record outcome and Mark disposed; every kind counted. */
export const PassedHearings = meta.story({
  beforeEach: answerEmpty('/get-diary-hygiene-list', { hygieneList: rows, hygieneCount: 2, counts }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Date passed, no outcome (2)' })).toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: 'Mark disposed: CS/12/2024' })).toBeEnabled()
  },
})

/** A clean kind says so in plain words. */
export const Clean = meta.story({
  beforeEach: answerEmpty('/get-diary-hygiene-list', { hygieneList: [], hygieneCount: 0, counts: { ...counts, PASSED_NO_OUTCOME: 0 } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(TEXTS.empty.PASSED_NO_OUTCOME)).toBeInTheDocument()
  },
})

const states = loadStates({ call: '/get-diary-hygiene-list', failedText: TEXTS.failed })
export const Failed = meta.story(states.failed)
