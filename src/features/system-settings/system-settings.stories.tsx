import preview from '../../../.storybook/preview'
import { moduleScreen, pressNew } from '../../../.storybook/module-stories'
import { systemSettingsModule } from '.'

const meta = preview.meta({ title: 'Administration/SystemSettings', ...moduleScreen({ module: systemSettingsModule }, '/system-settings') })

/** The scheduler list. */
export const List = meta.story()
/** A new scheduler job: week day and month date wait for the type. */
export const New = meta.story({ play: pressNew() })
/** A weekly job saved empty: job name, day and time messages. */
export const Errors = meta.story({
  play: pressNew(async (canvas, userEvent) => {
    await userEvent.selectOptions(canvas.getByLabelText(/^Type/), 'Weekly')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
  }),
})
/** The Email tab with the loaded settings (password masked). */
export const Email = meta.story({
  play: async ({ canvas, userEvent }) => userEvent.click(await canvas.findByRole('tab', { name: 'Email' })),
})
