import type { StoryContext } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { seededCase } from '../../../.storybook/case-fixtures'
import { moduleScreen, openFirstRow, pressNew, saveBlank } from '../../../.storybook/module-stories'
import { moduleList, screenStates } from '../../../.storybook/screen-states'
import { caseModule } from '.'
import { MESSAGES } from '@/records/case-schema'

type Play = Pick<StoryContext, 'canvas' | 'userEvent'>
const body = () => within(document.body)

/** Opens a seeded case: its client from the client list, then the case from the client's cases. */
const openCase =
  (status: 'ONGOING' | 'DISPOSED') =>
  async ({ canvas, userEvent }: Play) => {
    const { clientName, caseNo } = seededCase(status)
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search Case List' }), clientName)
    await userEvent.dblClick((await canvas.findAllByRole('cell', { name: clientName }))[0])
    await canvas.findByRole('columnheader', { name: 'CNR' })
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search Case List' }))
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search Case List' }), caseNo)
    await userEvent.dblClick(await canvas.findByRole('cell', { name: caseNo }))
  }

/** The advocate's cases, client by client, on the mock provider. */
const meta = preview.meta({ title: 'Data entry/Case Registration', ...moduleScreen({ module: caseModule }, '/case-registration', 'advocate') })

/** The list's four states (data, empty, failed, loading), from the module's declaration. */
const states = screenStates(moduleList(caseModule))

/** One row per client until a client is chosen. */
export const ClientList = meta.story(states.data)
export const EmptyList = meta.story(states.empty)
export const FailedList = meta.story(states.failed)
export const LoadingList = meta.story(states.loading)
/** A client's cases. */
export const CaseList = meta.story({
  play: async ({ canvas, userEvent }) => {
    await openFirstRow(canvas, userEvent)
    await expect(await canvas.findByRole('columnheader', { name: 'Case Status' })).toBeInTheDocument()
  },
})
/** New Case: CNR lookup, the client, the case. */
export const New = meta.story({ play: pressNew() })
/** Saved blank: every required message at once. */
export const Errors = meta.story({ play: saveBlank(/^Case No/, MESSAGES.caseNo) })
/** A CNR looked up (a High Court record without a next date), Select Client dismissed. */
export const CnrFilled = meta.story({
  play: pressNew(async (canvas, userEvent) => {
    await userEvent.type(canvas.getByLabelText(/^CNR No/), 'KAHC010337682024')
    await userEvent.click(await body().findByRole('button', { name: 'Close' }))
    await expect(canvas.getByLabelText(/^Police Station/)).toHaveValue('INDIRANAGAR PS')
  }),
})
/** After a lookup with both parties: which of them is the client. */
export const SelectClient = meta.story({
  play: pressNew(async (canvas, userEvent) => {
    await userEvent.type(canvas.getByLabelText(/^CNR No/), 'MHMM170047912021')
    await expect(await body().findByRole('dialog', { name: 'Select Client' })).toBeInTheDocument()
  }),
})
/** The Action Details modal of a registered case. */
export const ActionDialog = meta.story({
  play: async (context) => {
    await openCase('ONGOING')(context)
    await context.userEvent.click(await context.canvas.findByRole('button', { name: 'Action Details' }))
    await expect(await body().findByRole('dialog', { name: 'Action Details' })).toBeInTheDocument()
  },
})
/** A disposed case: read-only, no Save. */
export const Disposed = meta.story({
  play: async (context) => {
    await openCase('DISPOSED')(context)
    await expect(await context.canvas.findByText(MESSAGES.readOnly)).toBeInTheDocument()
  },
})
