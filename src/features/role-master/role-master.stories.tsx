import { http } from 'msw'
import { expect, screen } from 'storybook/test'
import { fail } from '@mocks/http'
import preview from '../../../.storybook/preview'
import { moduleScreen, pressNew, saveBlank } from '../../../.storybook/module-stories'
import { roleModule } from '.'
import { MESSAGES } from './schema'

/** The role master on the mock provider, signed in as the administrator. */
const meta = preview.meta({ title: 'Masters/RoleMaster', ...moduleScreen({ module: roleModule }, '/security-role-master') })

export const List = meta.story()

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
