import preview from '../../../.storybook/preview'
import { SpinnersPage } from './spinners-page'

const meta = preview.meta({ title: 'Pages/Spinners', component: SpinnersPage, parameters: { layout: 'fullscreen', route: '/spinners' } })

export const Default = meta.story()
