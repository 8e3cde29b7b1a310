import { expect } from 'storybook/test'
import type { components } from '@/api/schema.gen'
import { todayWire } from '@/lib/dates'
import preview from '../../../.storybook/preview'
import { answerEmpty } from '../../../.storybook/dashboard-fixtures'
import { loadStates } from '../../../.storybook/screen-states'
import { CauseListPage } from './cause-list-page'

type Entry = components['schemas']['CauseListEntry']
const DAY = todayWire()
const COURT = 'DISTRICT COURT, PUNE'

const entry = (item: string, caseNo: string | null, patch: Partial<Entry> = {}, next = DAY, confidence = 0.97): Entry => ({
  courtRoom: '4', bench: 'SHRI A. B. JOSHI', itemNo: item, listType: 'DAILY', caseNoPrinted: caseNo ? caseNo.replaceAll('/', ' ').replace(/ (\d+) (\d{4})$/, ' $1/$2') : 'MJC 41/2013', cnr: null,
  petitioner: 'RAMESH KUMAR', respondent: 'STATE OF MAHARASHTRA', purpose: 'Evidence', sittingTime: '10:30 AM', advocates: 'ANANYA DESHPANDE',
  entryKey: `K${item}`, encryptedListId: 'list-1', courtName: COURT, source: 'PUBLISHED', namesPractice: !!caseNo,
  match: caseNo
    ? { encryptedCaseId: `case-${item}`, clientCode: '101', clientCaseNo: caseNo, caseTitle: 'RAMESH KUMAR VS STATE OF MAHARASHTRA', clientName: 'RAMESH KUMAR', nextHearingDate: next, caseStatus: 'ONGOING', attendantAdvocateName: '', reason: confidence < 0.9 ? 'NUMBER_OTHER_TYPE' : 'NUMBER', confidence, why: confidence < 0.9 ? `number and year as ${caseNo}, case type printed "Misc."; parties alike` : `case printed as ${caseNo}`, decision: null }
    : null,
  ...patch,
})
const ENTRIES = [entry('1', 'CRLA/120/2024'), entry('2', 'CS/87/2025', { caseNoPrinted: 'Misc. 87/2025' }, DAY, 0.85), entry('3', 'BA/45/2026', {}, '2031-01-06'), entry('4', null, { namesPractice: true, cnr: 'MHPU010099992026' }), entry('5', null)]
const list = answerEmpty('/get-cause-list', {
  listDate: DAY,
  entries: ENTRIES,
  lists: [{ encryptedListId: 'list-1', courtName: COURT, source: 'PUBLISHED', listType: 'DAILY', entries: ENTRIES.length, receivedAt: '2026-11-25T13:00:00.000Z' }],
  coveredCourts: [COURT],
})
const hearing = (id: string, caseNo: string, court: string) => ({
  encryptedCaseId: id, clientCode: '101', clientCaseNo: caseNo, nextHearingDate: DAY, courtName: court, courtNo: '4', caseTitle: 'SUNITA PATIL VS ANIL JADHAV', clientName: 'SUNITA PATIL',
  caseDetail: { encryptedCaseId: id, clientCode: '101', clientCaseNo: caseNo, nextHearingDate: DAY, caseStatus: 'ONGOING' as const },
})
const ROWS = [hearing('case-1', 'CRLA/120/2024', COURT), hearing('case-2', 'CS/87/2025', COURT), hearing('case-9', 'RCS/12/2023', COURT), hearing('case-8', 'FA/3/2022', 'FAMILY COURT, PUNE')]
const board = answerEmpty('/get-client-case-schedule-list', { caseScheduleCount: ROWS.length, caseScheduleList: ROWS })

/** Issue 24: the day's cause lists against the diary. */
const meta = preview.meta({
  title: 'Data entry/Cause List',
  render: () => <CauseListPage date={DAY} onDate={() => undefined} />,
  parameters: { user: 'advocate', route: '/cause-list' },
})

/** Matched hearings (one uncertain, to confirm or reject), the other answers counted in their tabs. */
export const Day = meta.story({
  beforeEach: (context) => (list(context), board(context)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Matched (2)' })).toBeInTheDocument()
    await expect(canvas.getByRole('tab', { name: 'Listed, not in your diary for this date (2)' })).toBeInTheDocument()
    await expect(canvas.getByRole('tab', { name: 'In your diary, not listed (1)' })).toBeInTheDocument()
    await expect(canvas.getByText('85% sure')).toBeInTheDocument()
    await expect(canvas.getByText(/No list is held for: FAMILY COURT, PUNE/)).toBeInTheDocument()
  },
})

/** No list held for the day yet: the way to add one. */
export const NoListYet = meta.story({
  beforeEach: (context) => (answerEmpty('/get-cause-list', { listDate: DAY, entries: [], lists: [], coveredCourts: [] })(context), board(context)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No cause list is held for this day yet/)).toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: 'Match and keep for this day' })).toBeEnabled()
  },
})

const states = loadStates({ call: '/get-cause-list', failedText: 'The day’s cause lists could not be loaded.', loadingText: "Loading the day's cause lists" })
export const Failed = meta.story(states.failed)
export const Loading = meta.story(states.loading)
