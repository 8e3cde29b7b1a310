import { expect } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { moduleScreen, pressNew, saveBlank } from '../../../.storybook/module-stories'
import { moduleList, screenStates } from '../../../.storybook/screen-states'
import { caseTypeModule } from '.'
import { MESSAGES } from './schema'

/** The case type master on the mock provider, signed in as the administrator. */
const meta = preview.meta({ title: 'Masters/CaseTypeMaster', ...moduleScreen({ module: caseTypeModule }, '/case-type-master') })

/** The list's four states (data, empty, failed, loading), from the module's declaration. */
const states = screenStates(moduleList(caseTypeModule))

export const List = meta.story(states.data)
export const EmptyList = meta.story(states.empty)
export const FailedList = meta.story(states.failed)
export const LoadingList = meta.story(states.loading)
/** New: country → state → court pickers, status Active by default. */
export const New = meta.story({ play: pressNew((canvas) => expect(canvas.getByRole('combobox', { name: /^Court/ })).toBeDisabled()) })
/** Save with nothing filled in: the spec's messages. */
export const Errors = meta.story({ play: saveBlank(/^Case Type(?! List| Master)/, MESSAGES.court) })
