import { expect } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { moduleScreen, pressNew, saveBlank } from '../../../.storybook/module-stories'
import { clientModule } from '.'
import { MESSAGES } from './schema'

/** The advocate's clients on the mock provider. */
const meta = preview.meta({ title: 'Data entry/Client', ...moduleScreen({ module: clientModule }, '/client', 'advocate') })

export const List = meta.story()
/** New: gender appears once the client is an individual. */
export const New = meta.story({
  play: pressNew(async (canvas, userEvent) => {
    await userEvent.selectOptions(canvas.getByLabelText(/^Client Type/), 'INDIVIDUAL')
    await expect(canvas.getByLabelText(/^Gender/)).toBeInTheDocument()
  }),
})
/** Saved blank: every required message at once. */
export const Errors = meta.story({ play: saveBlank(/^Client Name/, MESSAGES.mobile) })
