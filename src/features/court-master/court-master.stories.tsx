import { expect } from 'storybook/test'
import { ModulePage } from '@/shell/module-page'
import preview from '../../../.storybook/preview'
import { courtModule } from '.'
import { MESSAGES } from './schema'

/** The court master on the mock provider, signed in as the administrator. */
const meta = preview.meta({
  title: 'Masters/CourtMaster',
  render: () => <ModulePage module={courtModule} />,
  parameters: { user: 'admin', route: '/court-master' },
})

export const List = meta.story()

/** New: court type select, and searchable country and state pickers (state waits for the country). */
export const New = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New' }))
    await expect(canvas.getByRole('combobox', { name: /^State/ })).toBeDisabled()
  },
})

/** Save with nothing filled in: the spec's messages. */
export const Errors = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New' }))
    await userEvent.type(canvas.getByRole('textbox', { name: /^Court Name/ }), ' ')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await canvas.findByText(MESSAGES.state)).toBeInTheDocument()
  },
})
