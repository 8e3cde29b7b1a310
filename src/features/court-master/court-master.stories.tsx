import { expect } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { moduleScreen, pressNew, saveBlank } from '../../../.storybook/module-stories'
import { moduleList, screenStates } from '../../../.storybook/screen-states'
import { courtModule } from '.'
import { MESSAGES } from './schema'

/** The court master on the mock provider, signed in as the administrator. */
const meta = preview.meta({ title: 'Masters/CourtMaster', ...moduleScreen({ module: courtModule }, '/court-master') })

/** The list's four states (data, empty, failed, loading), from the module's declaration. */
const states = screenStates(moduleList(courtModule))

export const List = meta.story(states.data)
export const EmptyList = meta.story(states.empty)
export const FailedList = meta.story(states.failed)
export const LoadingList = meta.story(states.loading)
/** New: court type select, and searchable country and state pickers (state waits for the country). */
export const New = meta.story({ play: pressNew((canvas) => expect(canvas.getByRole('combobox', { name: /^State/ })).toBeDisabled()) })
/** Save with nothing filled in: the spec's messages. */
export const Errors = meta.story({ play: saveBlank(/^Court Name/, MESSAGES.state) })
