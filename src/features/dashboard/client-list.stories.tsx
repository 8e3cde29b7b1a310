import preview from '../../../.storybook/preview'
import { answerEmpty, answerFailure, asAdvocate } from '../../../.storybook/dashboard-fixtures'
import { ClientList } from './client-list'

const meta = preview.meta({ title: 'Dashboard/ClientList', render: asAdvocate(ClientList), parameters: { user: 'advocate', route: '/dashboard' } })

export const Data = meta.story()
export const Empty = meta.story({ beforeEach: answerEmpty('/client-list', { clientList: [], totalCount: 0 }) })
export const Failure = meta.story({ beforeEach: answerFailure('/client-list') })
