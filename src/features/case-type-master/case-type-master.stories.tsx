import { expect } from 'storybook/test'
import { ModulePage } from '@/shell/module-page'
import preview from '../../../.storybook/preview'
import { answerFailure } from '../../../.storybook/dashboard-fixtures'
import { caseTypeModule } from '.'
import { MESSAGES } from './schema'

/** The case type master on the mock provider, signed in as the administrator. */
const meta = preview.meta({
  title: 'Masters/CaseTypeMaster',
  render: () => <ModulePage module={caseTypeModule} />,
  parameters: { user: 'admin', route: '/case-type-master' },
})

export const List = meta.story()

/** New: country → state → court pickers, status Active by default. */
export const New = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New' }))
    await expect(canvas.getByRole('combobox', { name: /^Court/ })).toBeDisabled()
  },
})

/** Save with nothing filled in: the spec's messages. */
export const Errors = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New' }))
    await userEvent.type(canvas.getByRole('textbox', { name: /^Case Type/ }), ' ')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await canvas.findByText(MESSAGES.court)).toBeInTheDocument()
  },
})

/** The list call fails: 'Error fetching case type list'. */
export const ListFailure = meta.story({ beforeEach: answerFailure('/get-case-type-master-list') })
