import preview from '../../../.storybook/preview'
import { loadStates } from '../../../.storybook/screen-states'
import { MessageTemplatesPage } from './templates-page'

const meta = preview.meta({ title: 'Settings/ClientMessages', component: MessageTemplatesPage, parameters: { user: 'advocate', route: '/client-message-templates' } })

/** The practice's templates, English first, with the preview on one of its cases. */
export const Data = meta.story()
/** The administrator chooses the advocate first. */
export const Administrator = meta.story({ parameters: { user: 'admin' } })
/** Failed and loading from the shared states. No empty state: every message kind always has a template (the defaults). */
const states = loadStates({ call: '/get-client-message-template-list', failedText: 'The message templates could not be loaded.', loadingText: 'Loading the templates' })
export const Loading = meta.story(states.loading)
export const Failure = meta.story(states.failed)
