import preview from '../../.storybook/preview'
import { Dated } from './dated'

/** `today` is fixed so the colours and cues never depend on the day the story is opened. */
const meta = preview.meta({ title: 'Components/Dated', component: Dated, args: { today: '2026-03-10', wire: '2026-03-10' } })

export const Past = meta.story({ args: { wire: '2026-03-02' } })
export const Today = meta.story()
export const InTwoDays = meta.story({ args: { wire: '2026-03-12' } })
export const Future = meta.story({ args: { wire: '2026-04-20' } })
