import { http } from 'msw'
import { expect, screen, within } from 'storybook/test'
import { fail } from '@mocks/http'
import preview from '../../../.storybook/preview'
import { moduleScreen } from '../../../.storybook/module-stories'
import { loadStates } from '../../../.storybook/screen-states'
import { MenuTreePage } from './menu-tree-page'
import { MESSAGES } from './schema'

/** The menu tree screen on the mock provider, signed in as the administrator. */
const meta = preview.meta({ title: 'Administration/MenuTree', ...moduleScreen({ page: MenuTreePage }, '/security-menu-tree') })

/** Nothing selected: the form adds a top-level item. */
export const New = meta.story()

/** An item selected in the tree, loaded for edit with its shortcut. */
export const Editing = meta.story({
  play: async ({ canvas, userEvent }) => {
    const tree = within(await canvas.findByRole('navigation', { name: 'Menu items' }))
    await userEvent.click(await tree.findByRole('button', { name: 'Court Master' }))
    await expect(await canvas.findByDisplayValue('/court-master')).toBeInTheDocument()
  },
})

/** A clipboard shortcut is refused on the form. */
export const Errors = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^Menu Name/), 'Paste')
    await userEvent.selectOptions(canvas.getByLabelText(/^Command Key/), 'CTRL')
    await userEvent.selectOptions(canvas.getByLabelText(/^Key/), 'V')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await canvas.findByText(MESSAGES.systemCommand)).toBeInTheDocument()
  },
})

/** The provider fails the save: the toast says why and the form keeps its values. */
export const ServerError = meta.story({
  beforeEach: ({ msw }) => msw.use(http.post('*/api/add-security-menu-tree-details', () => fail(500, 'The server had a problem.'))),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^Menu Name/), 'Audit')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await screen.findByText('The server had a problem.')).toBeInTheDocument()
  },
})
/** The tree's call fails or has not answered. No empty state: the tree always holds the app's menus. */
const states = loadStates({ call: '/get-security-menu-tree-master-list', failedText: /^The menu tree could not be loaded\./, retry: 'Retry', loadingText: 'Loading the menu tree' })
export const TreeFailed = meta.story(states.failed)
export const TreeLoading = meta.story(states.loading)
