import { fn } from 'storybook/test'
import { ApiError, MalformedAnswer, TIMEOUT_ERROR } from '@/api/errors'
import preview from '../../.storybook/preview'
import { LoadFailed } from './load-failed'

/** The one failed-load state: a plain failure, a refusal or timeout said under the text, an answer that could not be read. */
const meta = preview.meta({ title: 'Components/LoadFailed', component: LoadFailed, args: { text: 'The profile could not be loaded.', onRetry: fn() } })

export const ServerFault = meta.story({ args: { error: new ApiError('Internal error', 500) } })
export const Refused = meta.story({ args: { error: new ApiError('Your licence does not cover this screen.', 403) } })
export const TimedOut = meta.story({ args: { error: new DOMException(TIMEOUT_ERROR, 'TimeoutError') } })
export const Unreadable = meta.story({ args: { text: 'No records found!', error: new MalformedAnswer('answer.data') } })
