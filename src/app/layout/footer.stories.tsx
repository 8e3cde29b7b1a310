import preview from '../../../.storybook/preview'
import { Footer } from './footer'

const meta = preview.meta({ title: 'Layout/Footer', component: Footer, parameters: { layout: 'fullscreen' } })

export const Default = meta.story()
