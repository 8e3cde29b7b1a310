import { answerFailure } from '../../../.storybook/dashboard-fixtures'
import preview from '../../../.storybook/preview'
import { moduleScreen, pressNew, saveBlank } from '../../../.storybook/module-stories'
import { courtTypeModule } from '.'
import { MESSAGES } from './schema'

/** The court type master (the reference module) on the mock provider, signed in as the administrator. */
const meta = preview.meta({ title: 'Masters/CourtTypeMaster', ...moduleScreen({ module: courtTypeModule }, '/court-type-master') })

export const List = meta.story()
/** New: one field, Save enabled by a change. */
export const New = meta.story({ play: pressNew() })
/** Saved blank: the spec's message. */
export const Errors = meta.story({ play: saveBlank(/^Court Type Name/, MESSAGES.name) })
/** The list call fails: 'Error fetching court types list'. */
export const ListFailure = meta.story({ beforeEach: answerFailure('/court-type-master-list') })
