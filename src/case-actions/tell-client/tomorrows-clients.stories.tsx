import { http, delay } from 'msw'
import preview from '../../../.storybook/preview'
import { answerEmpty, answerFailure, asAdvocate } from '../../../.storybook/dashboard-fixtures'
import { tomorrowWire } from './tell-client'
import { TomorrowsClients } from './tomorrows-clients'

const Tomorrow = ({ advocateCode }: { advocateCode: string }) => <TomorrowsClients advocateCode={advocateCode} date={tomorrowWire()} />

const meta = preview.meta({ title: 'Case actions/TomorrowsClients', render: asAdvocate(Tomorrow), parameters: { user: 'advocate', route: '/dashboard' } })

export const Data = meta.story()
export const Empty = meta.story({ beforeEach: answerEmpty('/get-hearing-client-message-list', { hearingClientList: [] }) })
export const Loading = meta.story({ beforeEach: ({ msw }) => msw.use(http.post('*/api/get-hearing-client-message-list', async () => void (await delay('infinite')))) })
export const Failure = meta.story({ beforeEach: answerFailure('/get-hearing-client-message-list') })
