import { expect, screen } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { answerEmpty, answerFailure, asAdvocate } from '../../../.storybook/dashboard-fixtures'
import { ActionDetails } from './action-details'

const meta = preview.meta({ title: 'Dashboard/ActionDetails', render: asAdvocate(ActionDetails), parameters: { user: 'advocate', route: '/dashboard' } })

export const Data = meta.story()
export const Empty = meta.story({ beforeEach: answerEmpty('/get-action-details-list', { actionDetailsList: [], totalCount: 0 }) })
export const Failure = meta.story({ beforeEach: answerFailure('/get-action-details-list') })

/** An Open status asks before closing the action. */
export const AsksBeforeClosing = meta.story({
  play: async ({ canvas, userEvent }) => {
    const [open] = await canvas.findAllByRole('button', { name: /^Open — close action for case/ })
    await userEvent.click(open)
    await expect(await screen.findByRole('dialog')).toHaveTextContent('Are you sure you want to close this Action?')
  },
})
