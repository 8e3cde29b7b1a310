import preview from '../../../.storybook/preview'
import { moduleScreen, pressNew, saveBlank } from '../../../.storybook/module-stories'
import { moduleList, screenStates } from '../../../.storybook/screen-states'
import { courtTypeModule } from '.'
import { MESSAGES } from './schema'

/** The court type master (the reference module) on the mock provider, signed in as the administrator. */
const meta = preview.meta({ title: 'Masters/CourtTypeMaster', ...moduleScreen({ module: courtTypeModule }, '/court-type-master') })

/** The list's four states (data, empty, failed, loading), from the module's declaration. */
const states = screenStates(moduleList(courtTypeModule))

export const List = meta.story(states.data)
export const EmptyList = meta.story(states.empty)
export const FailedList = meta.story(states.failed)
export const LoadingList = meta.story(states.loading)
/** New: one field, Save enabled by a change. */
export const New = meta.story({ play: pressNew() })
/** Saved blank: the spec's message. */
export const Errors = meta.story({ play: saveBlank(/^Court Type Name/, MESSAGES.name) })
