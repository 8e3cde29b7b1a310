import { http, delay } from 'msw'
import preview from '../../../.storybook/preview'
import { answerFailure } from '../../../.storybook/dashboard-fixtures'
import { MessageTemplatesPage } from './templates-page'

const meta = preview.meta({ title: 'Settings/ClientMessages', component: MessageTemplatesPage, parameters: { user: 'advocate', route: '/client-message-templates' } })

/** The practice's templates, English first, with the preview on one of its cases. */
export const Data = meta.story()
/** The administrator chooses the advocate first. */
export const Administrator = meta.story({ parameters: { user: 'admin' } })
export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(http.post('*/api/get-client-message-template-list', async () => void (await delay('infinite')))),
})
export const Failure = meta.story({ beforeEach: answerFailure('/get-client-message-template-list') })
