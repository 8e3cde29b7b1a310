import { fn } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { ErrorPage } from '@/app/error-page'
import { WelcomePage } from './welcome-page'

const meta = preview.meta({ title: 'Pages/Welcome and error', parameters: { layout: 'fullscreen' } })

export const Welcome = meta.story({ render: () => <WelcomePage /> })
export const WelcomeSignedIn = meta.story({ render: () => <WelcomePage />, parameters: { user: 'advocate' } })
export const GenericError = meta.story({ render: () => <ErrorPage /> })
/** As the root error boundary shows it: with a retry. */
export const GenericErrorWithRetry = meta.story({ render: () => <ErrorPage onRetry={fn()} /> })
