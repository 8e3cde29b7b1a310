import preview from '../../../.storybook/preview'
import { asAdvocate } from '../../../.storybook/dashboard-fixtures'
import { screenStates } from '../../../.storybook/screen-states'
import { PendingNextDates } from './pending-next-dates'

const meta = preview.meta({ title: 'Dashboard/PendingNextDates', render: asAdvocate(PendingNextDates), parameters: { user: 'advocate', route: '/dashboard' } })

/** The widget's four states (data, empty, failed, loading), each checked as the user sees it. */
const states = screenStates({ call: '/case-next-date-list', label: 'Cases pending for next date update' })
export const Data = meta.story(states.data)
export const Empty = meta.story(states.empty)
export const Failure = meta.story(states.failed)
export const Loading = meta.story(states.loading)
