import { http } from 'msw'
import { expect, waitFor } from 'storybook/test'
import { fail } from '@mocks/http'
import { NO_RECORDS } from '@/components/data-table/texts'
import preview from '../../../.storybook/preview'
import { moduleScreen } from '../../../.storybook/module-stories'
import { moduleList, screenStates } from '../../../.storybook/screen-states'
import { filePlacementModule } from '.'
import { MESSAGES } from './schema'

/** Where the advocate's case files are kept, on the mock provider. */
const meta = preview.meta({ title: 'Data entry/File Placement', ...moduleScreen({ module: filePlacementModule }, '/file-placement', 'advocate') })

/** The list's four states (data, empty, failed, loading), from the module's declaration. */
const states = screenStates(moduleList(filePlacementModule))

export const List = meta.story(states.data)
export const EmptyList = meta.story(states.empty)
export const FailedList = meta.story(states.failed)
export const LoadingList = meta.story(states.loading)
/** A row opened: the client and case are shown read-only above the placement fields. */
export const Details = meta.story({
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText(/^1 to \d+ of \d+$/)
    const rows = canvas.getAllByRole('row')
    await userEvent.dblClick(rows[1])
    await expect(await canvas.findByLabelText(/^Client Name/)).toHaveAttribute('readonly')
  },
})
/** A search no case matches: the list says so. */
export const Empty = meta.story({
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText(/^1 to \d+ of \d+$/)
    await userEvent.type(canvas.getByRole('searchbox'), 'no such case qq')
    await expect(await canvas.findByText(NO_RECORDS)).toBeInTheDocument()
  },
})
const FIELDS = [/^File No/, /^Room No/, /^Almirah/, /^Rack/, /^File Description/]
/** A placed file with every field cleared: Save is skipped and says why. */
export const NothingToSave = meta.story({
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText(/^1 to \d+ of \d+$/)
    const placed = canvas.getAllByRole('row').find((row) => /\w/.test(row.querySelectorAll('td')[3]?.textContent ?? ''))!
    await userEvent.dblClick(placed)
    await canvas.findByLabelText(/^Client Name/)
    for (const field of FIELDS) await userEvent.clear(canvas.getByLabelText(field))
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await canvas.findByText(MESSAGES.nothingToSave)).toBeInTheDocument()
  },
})
/** The provider refuses the save: its message shows and the typed rack stays. */
export const SaveRefused = meta.story({
  beforeEach: ({ msw }) => msw.use(http.post('*/api/update-file-placement-detail', () => fail(500, 'The file register is locked.'))),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText(/^1 to \d+ of \d+$/)
    await userEvent.dblClick(canvas.getAllByRole('row')[1])
    // The record fills the form first; typing before then would be overwritten.
    await waitFor(() => expect(canvas.getByLabelText(/^File No/)).not.toHaveValue(''))
    await userEvent.type(canvas.getByLabelText(/^Rack/), 'R9')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await canvas.findByText('The file register is locked.')).toBeInTheDocument()
    await expect(canvas.getByLabelText(/^Rack/)).toHaveDisplayValue(/R9$/)
  },
})
