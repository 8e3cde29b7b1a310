import preview from '../../../.storybook/preview'
import { ModulePage } from '@/shell/module-page'
import { litigationModule } from '.'

const meta = preview.meta({
  title: 'Masters/LitigationTypeMaster',
  render: () => <ModulePage module={litigationModule} />,
  parameters: { user: 'admin', route: '/litigation-type-master' },
})

/** The list with its status dropdowns (a change saves at once). */
export const List = meta.story()
/** A new litigation type: empty form, no detail rows yet. */
export const New = meta.story({
  play: async ({ canvas, userEvent }) => userEvent.click(await canvas.findByRole('button', { name: 'New' })),
})
/** Save with nothing filled in: the name and the at-least-one-detail messages. */
export const Errors = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New' }))
    await userEvent.type(canvas.getByLabelText(/^Litigation Name/), ' ')
    await userEvent.click(canvas.getByRole('button', { name: 'Add Litigation Details' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Add Litigation Details' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
  },
})
