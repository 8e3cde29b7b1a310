import preview from '../../../.storybook/preview'
import { moduleScreen, pressNew } from '../../../.storybook/module-stories'
import { litigationModule } from '.'

const meta = preview.meta({ title: 'Masters/LitigationTypeMaster', ...moduleScreen({ module: litigationModule }, '/litigation-type-master') })

/** The list with its status dropdowns (a change saves at once). */
export const List = meta.story()
/** A new litigation type: empty form, no detail rows yet. */
export const New = meta.story({ play: pressNew() })
/** Save with nothing filled in: the name and the at-least-one-detail messages. */
export const Errors = meta.story({
  play: pressNew(async (canvas, userEvent) => {
    await userEvent.type(canvas.getByLabelText(/^Litigation Name/), ' ')
    await userEvent.click(canvas.getByRole('button', { name: 'Add Litigation Details' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Add Litigation Details' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
  }),
})
