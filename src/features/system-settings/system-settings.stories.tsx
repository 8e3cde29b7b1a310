import preview from '../../../.storybook/preview'
import { ModulePage } from '@/shell/module-page'
import { systemSettingsModule } from '.'

const meta = preview.meta({
  title: 'Administration/SystemSettings',
  render: () => <ModulePage module={systemSettingsModule} />,
  parameters: { user: 'admin', route: '/system-settings' },
})

/** The scheduler list. */
export const List = meta.story()
/** A new scheduler job: week day and month date wait for the type. */
export const New = meta.story({
  play: async ({ canvas, userEvent }) => userEvent.click(await canvas.findByRole('button', { name: 'New' })),
})
/** A weekly job saved empty: job name, day and time messages. */
export const Errors = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New' }))
    await userEvent.selectOptions(canvas.getByLabelText(/^Type/), 'Weekly')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
  },
})
/** The Email tab with the loaded settings (password masked). */
export const Email = meta.story({
  play: async ({ canvas, userEvent }) => userEvent.click(await canvas.findByRole('tab', { name: 'Email' })),
})
