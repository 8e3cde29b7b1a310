import preview from '../../../.storybook/preview'
import { moduleScreen, pressNew } from '../../../.storybook/module-stories'
import { moduleList, screenStates } from '../../../.storybook/screen-states'
import { systemSettingsModule } from '.'

const meta = preview.meta({ title: 'Administration/SystemSettings', ...moduleScreen({ module: systemSettingsModule }, '/system-settings') })

/** The list's four states (data, empty, failed, loading), from the module's declaration. */
const states = screenStates(moduleList(systemSettingsModule))

/** The scheduler list. */
export const List = meta.story(states.data)
export const EmptyList = meta.story(states.empty)
export const FailedList = meta.story(states.failed)
export const LoadingList = meta.story(states.loading)
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
