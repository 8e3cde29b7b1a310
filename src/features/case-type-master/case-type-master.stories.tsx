import { expect } from 'storybook/test'
import { answerFailure } from '../../../.storybook/dashboard-fixtures'
import preview from '../../../.storybook/preview'
import { moduleScreen, pressNew, saveBlank } from '../../../.storybook/module-stories'
import { caseTypeModule } from '.'
import { MESSAGES } from './schema'

/** The case type master on the mock provider, signed in as the administrator. */
const meta = preview.meta({ title: 'Masters/CaseTypeMaster', ...moduleScreen({ module: caseTypeModule }, '/case-type-master') })

export const List = meta.story()
/** New: country → state → court pickers, status Active by default. */
export const New = meta.story({ play: pressNew((canvas) => expect(canvas.getByRole('combobox', { name: /^Court/ })).toBeDisabled()) })
/** Save with nothing filled in: the spec's messages. */
export const Errors = meta.story({ play: saveBlank(/^Case Type(?! List| Master)/, MESSAGES.court) })
/** The list call fails: 'Error fetching case type list'. */
export const ListFailure = meta.story({ beforeEach: answerFailure('/get-case-type-master-list') })
