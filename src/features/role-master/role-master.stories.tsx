import { http } from 'msw'
import { expect, screen } from 'storybook/test'
import { fail } from '@mocks/http'
import preview from '../../../.storybook/preview'
import { moduleScreen, pressNew, saveBlank } from '../../../.storybook/module-stories'
import { moduleList, screenStates } from '../../../.storybook/screen-states'
import { roleModule } from '.'
import { MESSAGES } from './schema'

/** The role master on the mock provider, signed in as the administrator. */
const meta = preview.meta({ title: 'Masters/RoleMaster', ...moduleScreen({ module: roleModule }, '/security-role-master') })

/** The list's four states (data, empty, failed, loading), from the module's declaration. */
const states = screenStates(moduleList(roleModule))

export const List = meta.story(states.data)
export const EmptyList = meta.story(states.empty)
export const FailedList = meta.story(states.failed)
export const LoadingList = meta.story(states.loading)

/** New: an empty form with the whole menu tree; ticking 'Masters' ticks its screens. */
export const New = meta.story({
  play: pressNew(async (canvas, userEvent) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Masters' }))
    await expect(canvas.getByRole('checkbox', { name: 'Court Master' })).toBeChecked()
  }),
})

/** Save with nothing filled in: the spec's messages. */
export const Errors = meta.story({ play: saveBlank(/^Role Name/, MESSAGES.tree) })

/** A role save whose menu-item step fails: the toast says which step. */
export const StepFails = meta.story({
  beforeEach: ({ msw }) => msw.use(http.delete('*/api/delete-security-role-menu-association-detail', () => fail(500, 'Menu link is locked.'))),
  play: async ({ canvas, userEvent }) => {
    await userEvent.dblClick(await canvas.findByRole('row', { name: /STAFF USER/ }))
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'File Placement' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await screen.findByText(/removing menu item "File Placement" failed/)).toBeInTheDocument()
  },
})
