import { expect, screen } from 'storybook/test'
import { ModulePage } from '@/shell/module-page'
import preview from '../../../.storybook/preview'
import { countryModule } from '.'
import { MESSAGES } from './schema'

/** The country master on the mock provider, signed in as the administrator. */
const meta = preview.meta({
  title: 'Masters/CountryMaster',
  render: () => <ModulePage module={countryModule} />,
  parameters: { user: 'admin', route: '/country-master' },
})

export const List = meta.story()

/** New: the state table starts empty; Add State adds a row. */
export const New = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Add State' }))
    await expect(canvas.getByRole('textbox', { name: 'State name, row 1' })).toBeInTheDocument()
  },
})

/** Two states with the same name: the duplicate is marked with the spec's message. */
export const Errors = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New' }))
    await userEvent.type(canvas.getByRole('textbox', { name: /^Country Name/ }), 'Kenya')
    await userEvent.click(canvas.getByRole('button', { name: 'Add State' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Add State' }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'State name, row 1' }), 'Nairobi')
    await userEvent.type(canvas.getByRole('textbox', { name: 'State name, row 2' }), 'NAIROBI')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await canvas.findByText(MESSAGES.stateTaken('NAIROBI'))).toBeInTheDocument()
  },
})

/** Deleting a country asks first: its states go with it. */
export const AsksBeforeDelete = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete INDIA' }))
    await expect(await screen.findByRole('dialog')).toHaveTextContent(MESSAGES.askDelete)
  },
})
