import { expect } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { moduleScreen, pressNew, saveBlank } from '../../../.storybook/module-stories'
import { courtModule } from '.'
import { MESSAGES } from './schema'

/** The court master on the mock provider, signed in as the administrator. */
const meta = preview.meta({ title: 'Masters/CourtMaster', ...moduleScreen({ module: courtModule }, '/court-master') })

export const List = meta.story()
/** New: court type select, and searchable country and state pickers (state waits for the country). */
export const New = meta.story({ play: pressNew((canvas) => expect(canvas.getByRole('combobox', { name: /^State/ })).toBeDisabled()) })
/** Save with nothing filled in: the spec's messages. */
export const Errors = meta.story({ play: saveBlank(/^Court Name/, MESSAGES.state) })
