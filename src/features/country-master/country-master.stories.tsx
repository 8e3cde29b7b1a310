import { expect, screen } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { moduleScreen, pressNew } from '../../../.storybook/module-stories'
import { moduleList, screenStates } from '../../../.storybook/screen-states'
import { countryModule } from '.'
import { MESSAGES } from './schema'

/** The country master on the mock provider, signed in as the administrator. */
const meta = preview.meta({ title: 'Masters/CountryMaster', ...moduleScreen({ module: countryModule }, '/country-master') })

/** The list's four states (data, empty, failed, loading), from the module's declaration. */
const states = screenStates(moduleList(countryModule))

export const List = meta.story(states.data)
export const EmptyList = meta.story(states.empty)
export const FailedList = meta.story(states.failed)
export const LoadingList = meta.story(states.loading)

/** New: the state table starts empty; Add State adds a row. */
export const New = meta.story({
  play: pressNew(async (canvas, userEvent) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add State' }))
    await expect(canvas.getByRole('textbox', { name: 'State name, row 1' })).toBeInTheDocument()
  }),
})

/** Two states with the same name: the duplicate is marked with the spec's message. */
export const Errors = meta.story({
  play: pressNew(async (canvas, userEvent) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Country Name/ }), 'Kenya')
    await userEvent.click(canvas.getByRole('button', { name: 'Add State' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Add State' }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'State name, row 1' }), 'Nairobi')
    await userEvent.type(canvas.getByRole('textbox', { name: 'State name, row 2' }), 'NAIROBI')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await canvas.findByText(MESSAGES.stateTaken('NAIROBI'))).toBeInTheDocument()
  }),
})

/** Deleting a country asks first: its states go with it. */
export const AsksBeforeDelete = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete INDIA' }))
    await expect(await screen.findByRole('dialog')).toHaveTextContent(MESSAGES.askDelete)
  },
})
