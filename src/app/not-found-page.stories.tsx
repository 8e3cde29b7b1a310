import preview from '../../.storybook/preview'
import { NotFoundPage } from './not-found-page'

const meta = preview.meta({ title: 'Pages/Not found', component: NotFoundPage, parameters: { layout: 'fullscreen', route: '/no-such-page' } })

export const SignedOut = meta.story()
export const SignedIn = meta.story({ parameters: { user: 'advocate' } })
