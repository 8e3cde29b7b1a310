import { delay, getResponse, http, HttpResponse } from 'msw'
import type { StoryContext } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { routedHandlers } from '@mocks/handlers'
import { NO_RECORDS } from '@/components/data-table/texts'
import type { AnyList } from '@/shell/define-module'

type Canvas = StoryContext['canvas']
type Msw = Pick<StoryContext, 'msw'>
type Play = Pick<StoryContext, 'canvas' | 'userEvent'>

/** The list a signed-in screen opens on: its call, the table's name and the texts it shows. */
export interface ScreenList {
  call: string
  label: string
  failedText?: string
  emptyText?: string
}

/** The list of a module screen: the overview while one is shown first (e.g. one row per client), else the list. */
export function moduleList(module: { listTab: string; list: { path: string; failedText?: string; emptyText?: string }; overview?: { list: AnyList } }): ScreenList {
  const list = module.overview?.list ?? module.list
  return { call: list.path, label: module.listTab, failedText: list.failedText, emptyText: list.emptyText }
}

/** The table of a report screen: it says No records found! both when nothing matches and when the call fails. */
export function reportList(report: { title: string; table?: { path: string } }): ScreenList {
  if (!report.table) throw new Error(`${report.title} has no table: its states are its PDF's, written in its stories`)
  return { call: report.table.path, label: report.title, failedText: NO_RECORDS, emptyText: NO_RECORDS }
}

/** Every array of an answer emptied and every total 0: the same answer with no records, whatever its shape. */
function emptied(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return []
  if (typeof value === 'number' && /total|count/i.test(key)) return 0
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, emptied(v, k)]))
  return value
}

const route = (call: string) => `*/api${call}`
/** The table once its call has answered. */
async function settled(canvas: Canvas, label: string) {
  const table = await canvas.findByRole('table', { name: label })
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'))
  return within(table)
}

/**
 * The four states every signed-in screen's list shows, as story annotations: `data` (the mock provider's
 * records), `empty` (the provider's own answer with its records taken out), `failed` (HTTP 500: the
 * failure and Try again) and `loading` (an answer that never comes: the busy table). Each play checks
 * what the user sees, after `start` where the list needs the user first (a report's filters and button).
 */
export function screenStates({ call, label, failedText, emptyText = NO_RECORDS }: ScreenList, start: (context: Play) => Promise<unknown> = async () => undefined) {
  return {
    data: {
      play: async (context: Play) => {
        const { canvas } = context
        await start(context)
        const table = await settled(canvas, label)
        await expect(table.getAllByRole('row').length).toBeGreaterThan(1)
        await expect(table.queryByText(emptyText)).toBeNull()
        await expect(table.queryByRole('alert')).toBeNull()
      },
    },
    empty: {
      beforeEach: ({ msw }: Msw) =>
        msw.use(
          http.post(route(call), async ({ request }) => {
            const answer = await getResponse(routedHandlers, request)
            const body = (await answer!.json()) as { data: unknown }
            return HttpResponse.json(emptied(body) as typeof body, { status: answer!.status })
          }),
        ),
      play: async (context: Play) => {
        const { canvas } = context
        await start(context)
        const table = await settled(canvas, label)
        await expect(table.getByText(emptyText)).toBeInTheDocument()
      },
    },
    failed: {
      beforeEach: ({ msw }: Msw) => msw.use(http.post(route(call), () => HttpResponse.json({ status: 500, message: 'The server had a problem.', data: null }, { status: 500 }))),
      play: async (context: Play) => {
        const { canvas } = context
        await start(context)
        const table = await settled(canvas, label)
        await expect(table.getByRole('alert')).toHaveTextContent(failedText ?? `${label} could not be loaded.`)
        await expect(table.getByRole('button', { name: 'Try again' })).toBeEnabled()
      },
    },
    loading: {
      beforeEach: ({ msw }: Msw) => msw.use(http.post(route(call), () => delay('infinite'))),
      play: async (context: Play) => {
        const { canvas } = context
        await start(context)
        const table = await canvas.findByRole('table', { name: label })
        await expect(table).toHaveAttribute('aria-busy', 'true')
        await expect(within(table).getByRole('status')).toHaveTextContent(`Loading ${label}`)
      },
    },
  }
}

/**
 * The loading state of a report that is only a PDF (no table): its call has not answered, so its button
 * says Preparing… and cannot be pressed twice. Its data, empty and failed states are its stories' own
 * (the PDF opens; No records found!; the provider's message).
 */
export function preparingPdf(call: string, start: (context: Play) => Promise<unknown>) {
  return {
    beforeEach: ({ msw }: Msw) => msw.use(http.post(route(call), () => delay('infinite'))),
    play: async (context: Play) => {
      await start(context)
      await expect(await context.canvas.findByRole('button', { name: 'Preparing…' })).toBeDisabled()
    },
  }
}

/**
 * The failed and loading states of a screen that loads one thing rather than a list (a profile, the menu
 * tree, the day's board): its call fails (HTTP 500: `failedText` and the `retry` button) or never answers
 * (its spinner's `loadingText`). A screen without a spinner of its own passes no `loadingText`.
 */
export function loadStates({ call, failedText, retry = 'Try again', loadingText }: { call: string; failedText: string | RegExp; retry?: string; loadingText?: string }) {
  return {
    failed: {
      beforeEach: ({ msw }: Msw) => msw.use(http.post(route(call), () => HttpResponse.json({ status: 500, message: 'The server had a problem.', data: null }, { status: 500 }))),
      play: async ({ canvas }: { canvas: Canvas }) => {
        await expect(await canvas.findByText(failedText)).toBeInTheDocument()
        await expect(canvas.getByRole('button', { name: retry })).toBeEnabled()
      },
    },
    loading: {
      beforeEach: ({ msw }: Msw) => msw.use(http.post(route(call), () => delay('infinite'))),
      play: async ({ canvas }: { canvas: Canvas }) => {
        if (!loadingText) throw new Error(`${call}: this screen has no loading indicator of its own`)
        const status = (await canvas.findByText(loadingText)).closest('[role="status"]')
        await expect(status).not.toBeNull()
      },
    },
  }
}
