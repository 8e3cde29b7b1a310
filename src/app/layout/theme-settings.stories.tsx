import preview from '../../../.storybook/preview'
import { demoBridge } from '../../../.storybook/app-state'
import { ThemeSettingsButton } from './theme-settings'

const meta = preview.meta({ title: 'Layout/ThemeSettings', component: ThemeSettingsButton })

export const Closed = meta.story()
export const Open = meta.story({
  play: async ({ canvas, userEvent }) => userEvent.click(canvas.getByRole('button', { name: 'Display settings' })),
})
/** In dev and demo builds the panel also offers to reset the mock provider's data. */
export const OpenWithDemoReset = Open.extend({ beforeEach: demoBridge() })
