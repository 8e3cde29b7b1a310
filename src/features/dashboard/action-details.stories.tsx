import { expect, screen } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { asAdvocate } from '../../../.storybook/dashboard-fixtures'
import { screenStates } from '../../../.storybook/screen-states'
import { ActionDetails } from './action-details'

const meta = preview.meta({ title: 'Dashboard/ActionDetails', render: asAdvocate(ActionDetails), parameters: { user: 'advocate', route: '/dashboard' } })

/** The widget's four states (data, empty, failed, loading), each checked as the user sees it. */
const states = screenStates({ call: '/get-action-details-list', label: 'Action details' })
export const Data = meta.story(states.data)
export const Empty = meta.story(states.empty)
export const Failure = meta.story(states.failed)
export const Loading = meta.story(states.loading)

/** An Open status asks before closing the action. */
export const AsksBeforeClosing = meta.story({
  play: async ({ canvas, userEvent }) => {
    const [open] = await canvas.findAllByRole('button', { name: /^Open — close action for case/ })
    await userEvent.click(open)
    await expect(await screen.findByRole('dialog')).toHaveTextContent('Are you sure you want to close this Action?')
  },
})
