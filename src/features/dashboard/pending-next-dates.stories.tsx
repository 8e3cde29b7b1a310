import preview from '../../../.storybook/preview'
import { answerEmpty, answerFailure, asAdvocate } from '../../../.storybook/dashboard-fixtures'
import { PendingNextDates } from './pending-next-dates'

const meta = preview.meta({ title: 'Dashboard/PendingNextDates', render: asAdvocate(PendingNextDates), parameters: { user: 'advocate', route: '/dashboard' } })

export const Data = meta.story()
export const Empty = meta.story({ beforeEach: answerEmpty('/case-next-date-list', { caseNextDateList: [], totalCount: 0 }) })
export const Failure = meta.story({ beforeEach: answerFailure('/case-next-date-list') })
