import preview from '../../../.storybook/preview'
import { asAdvocate } from '../../../.storybook/dashboard-fixtures'
import { screenStates } from '../../../.storybook/screen-states'
import { ClientList } from './client-list'

const meta = preview.meta({ title: 'Dashboard/ClientList', render: asAdvocate(ClientList), parameters: { user: 'advocate', route: '/dashboard' } })

/** The widget's four states (data, empty, failed, loading), each checked as the user sees it. */
const states = screenStates({ call: '/client-list', label: 'My client list' })
export const Data = meta.story(states.data)
export const Empty = meta.story(states.empty)
export const Failure = meta.story(states.failed)
export const Loading = meta.story(states.loading)
