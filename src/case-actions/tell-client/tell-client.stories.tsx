import { http, delay } from 'msw'
import { expect, fn, screen, within } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { answerFailure } from '../../../.storybook/dashboard-fixtures'
import { DEMO_ADVOCATE_CODE, encryptId } from '@mocks/db'
import { provider } from '@mocks/provider'
import { TellClientDialog } from './tell-client'

/** The dialog for an ongoing case of the demo practice, after an adjournment. */
function TellDemoCase({ onClose }: { onClose: () => void }) {
  const c = provider().db.cases.find((x) => x.advocateCode === DEMO_ADVOCATE_CODE && x.caseStatus === 'ONGOING')
  return <TellClientDialog open onClose={onClose} kind="OUTCOME" outcome="Adjourned" encryptedCaseId={c ? encryptId('case', c.caseId) : ''} />
}

const meta = preview.meta({ title: 'Case actions/TellClientDialog', component: TellDemoCase, args: { onClose: fn() }, parameters: { user: 'advocate', route: '/court-day' } })

/** The message in the client's language with its channels. */
export const Data = meta.story({
  play: async () => {
    const box = await screen.findByRole('dialog', { name: 'Tell the client' })
    await expect(await within(box).findByRole('textbox', { name: 'Message' })).toBeInTheDocument()
  },
})
export const Loading = meta.story({ beforeEach: ({ msw }) => msw.use(http.post('*/api/get-client-message-detail', async () => void (await delay('infinite')))) })
export const Failure = meta.story({ beforeEach: answerFailure('/get-client-message-detail') })
