import { expect } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { moduleScreen } from '../../../.storybook/module-stories'
import { filePlacementModule } from '.'

/** Where the advocate's case files are kept, on the mock provider. */
const meta = preview.meta({ title: 'Data entry/File Placement', ...moduleScreen({ module: filePlacementModule }, '/file-placement', 'advocate') })

export const List = meta.story()
/** A row opened: the client and case are shown read-only above the placement fields. */
export const Details = meta.story({
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText(/^1 to \d+ of \d+$/)
    const rows = canvas.getAllByRole('row')
    await userEvent.dblClick(rows[1])
    await expect(await canvas.findByLabelText(/^Client Name/)).toHaveAttribute('readonly')
  },
})
