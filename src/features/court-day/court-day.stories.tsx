import { delay, http, HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'
import { ok } from '@mocks/http'
import { HEAD_ROWS } from '@/case-actions/day-board'
import { todayWire } from '@/lib/dates'
import preview from '../../../.storybook/preview'
import { answerEmpty } from '../../../.storybook/dashboard-fixtures'
import { loadStates } from '../../../.storybook/screen-states'
import { rowKey } from './board'
import { CourtDayPage } from './court-day-page'
import { useOutbox, type BoardRow } from './outbox-store'
import type { QueueItem } from './queue'

const TODAY = todayWire()

const hearing = (no: number, court: string, courtNo: string, patch: Partial<BoardRow> = {}): BoardRow => ({
  encryptedCaseId: `story-${no}`,
  clientCode: '101',
  clientCaseNo: `CS/${no}/2025`,
  nextHearingDate: TODAY,
  courtName: court,
  courtNo,
  caseTitle: `CLIENT ${no} VS STATE OF MAHARASHTRA`,
  party: 'Petitioner',
  purpose: 'Evidence',
  judgeName: 'HON. JUSTICE A. B. SHARMA',
  clientName: `CLIENT ${no}`,
  openActions: no % 3,
  caseDetail: {
    encryptedCaseId: `story-${no}`,
    clientCode: '101',
    clientCaseNo: `CS/${no}/2025`,
    nextHearingDate: TODAY,
    caseRegisterDate: '2025-01-10',
    caseStatus: 'ONGOING',
    courtCode: '1',
    purpose: 'Evidence',
    fileNo: `F/2025/${no}`,
    roomNo: 'R2',
    almirah: 'A5',
    rack: '3',
    fileDescription: 'ORIGINAL DOCUMENTS',
  },
  ...patch,
})

const ROWS = [hearing(120, 'CITY CIVIL COURT, MUMBAI', '12'), hearing(87, 'CITY CIVIL COURT, MUMBAI', '9'), hearing(45, 'BOMBAY HIGH COURT', '3')]
const board = answerEmpty('/get-client-case-schedule-list', { caseScheduleCount: ROWS.length, caseScheduleList: ROWS })

/** An outcome of the first hearing held on the device, in the state given. */
const held = (state: QueueItem['state'], message?: string) => () => {
  const row = ROWS[0]
  const item: QueueItem = {
    id: 'story-item',
    seq: 1,
    key: rowKey(row),
    kind: 'adjourned',
    recordedAt: new Date().toISOString(),
    state,
    message,
    payload: { EncryptedAdvocateCode: 'x', ClientCode: '101', ClientCaseNo: row.clientCaseNo!, NextCourtCode: '1', NextHearingDate: '2031-01-06', PreviousDate: TODAY, AddUser: 'ADVOCATE' },
  }
  useOutbox.setState({ items: [item] })
  return () => useOutbox.setState({ items: [] })
}

/** Issue 14: the court day on a phone. */
const meta = preview.meta({
  title: 'Data entry/Court Day',
  render: () => <CourtDayPage date={TODAY} onDate={() => undefined} />,
  parameters: { user: 'advocate', route: '/court-day' },
  globals: { viewport: { value: 'mobile2' } },
})

/** The day's hearings by court and court room, each with its outcomes. */
export const Board = meta.story({
  beforeEach: board,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'CS/87/2025', level: 3 })).toBeInTheDocument()
    await expect(canvas.getAllByRole('button', { name: 'Adjourned' })).toHaveLength(3)
  },
})

/** A day without hearings. */
export const EmptyDay = meta.story({
  beforeEach: answerEmpty('/get-client-case-schedule-list', { caseScheduleCount: 0, caseScheduleList: [] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No hearings on this day.')).toBeInTheDocument()
  },
})

/** An outcome recorded without a signal: kept on the device until the provider answers. */
export const WaitingToSend = meta.story({
  beforeEach: (context) => {
    board(context)
    return held('waiting')()
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Waiting to send:')).toBeInTheDocument()
  },
})

/** The case changed meanwhile (another device): shown, never overwritten. */
export const Conflict = meta.story({
  beforeEach: (context) => {
    board(context)
    return held('conflict', "Changed meanwhile: the case's hearing is now on 15-01-2031. This outcome was not sent.")()
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Conflict:')).toBeInTheDocument()
  },
})
/** The board's call fails (its message and Try again) or has not answered. */
const states = loadStates({ call: '/get-client-case-schedule-list', failedText: 'The server had a problem.', loadingText: "Loading the day's hearings" })
export const BoardFailed = meta.story(states.failed)
export const BoardLoading = meta.story(states.loading)

/**
 * A busy day (60 hearings): its first page's whole court rooms show while the rest of the day is on its way; the court
 * room the first page ends in waits for it.
 */
export const BusyDayFirstRooms = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(
      http.post('*/api/get-client-case-schedule-list', async ({ request }) => {
        const { PageSize } = (await request.json()) as { PageSize: number }
        if (PageSize > HEAD_ROWS) return delay('infinite')
        const first = [hearing(45, 'BOMBAY HIGH COURT', '3'), hearing(87, 'CITY CIVIL COURT, MUMBAI', '9'), hearing(88, 'CITY CIVIL COURT, MUMBAI', '9'), hearing(120, 'CITY CIVIL COURT, MUMBAI', '12')]
        return HttpResponse.json(ok({ caseScheduleCount: 60, caseScheduleList: first }))
      }),
    ),
  play: async ({ canvas }) => {
    const room = await canvas.findByRole('region', { name: 'CITY CIVIL COURT, MUMBAI · Court No 9' })
    await expect(within(room).getAllByRole('article')).toHaveLength(2)
    await expect(canvas.getByText('60 hearings')).toBeInTheDocument()
    await expect(canvas.queryByRole('region', { name: 'CITY CIVIL COURT, MUMBAI · Court No 12' })).toBeNull()
    await expect(canvas.getByText("Loading the day's hearings")).toBeInTheDocument()
  },
})
