import { NOTICES } from '@mocks/db'
import preview from '../../.storybook/preview'
import { demoBridge } from '../../.storybook/app-state'
import { DemoNotice } from './demo-notice'

const meta = preview.meta({ title: 'Layout/DemoNotice', component: DemoNotice, parameters: { layout: 'fullscreen' } })

export const Shown = meta.story({ beforeEach: demoBridge(NOTICES.unreadable) })
/** Without a notice (always so in production) nothing is rendered. */
export const Hidden = meta.story()
