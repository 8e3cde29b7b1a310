import { http } from 'msw'
import type { StoryContext } from '@storybook/react-vite'
import { expect, screen, waitFor } from 'storybook/test'
import { fail } from '@mocks/http'
import preview from '../../../.storybook/preview'
import { demoBridge } from '../../../.storybook/app-state'
import { useSessionStore } from '@/session/session-store'
import { LoginPage } from './login-page'
import { MESSAGES } from './schemas'

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']

/** Fills the form as a user would, answering the text captcha from its label. */
async function fillIn({ canvas, userEvent: user }: Pick<StoryContext, 'canvas' | 'userEvent'>) {
  await user.type(canvas.getByLabelText(/^Username, e-mail or phone number/), 'advocate')
  await user.type(canvas.getByLabelText(/^Password/), 'Advocate@123')
  const [, a = '', op, b = ''] = /What is (\w+) (plus|minus) (\w+)\?/.exec(canvas.getByText(/^Captcha:/).textContent ?? '') ?? []
  const answer = op === 'plus' ? WORDS.indexOf(a) + WORDS.indexOf(b) : WORDS.indexOf(a) - WORDS.indexOf(b)
  await user.type(canvas.getByLabelText(/^Captcha:/), String(answer))
}

const meta = preview.meta({ title: 'Auth/LoginPage', component: LoginPage, parameters: { layout: 'fullscreen', route: '/login' } })

export const Empty = meta.story()

export const ValidationErrors = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }))
    await expect(await canvas.findByText(MESSAGES.identifier)).toBeVisible()
    await expect(canvas.getByText(MESSAGES.password)).toBeVisible()
    await expect(canvas.getByText(MESSAGES.captcha)).toBeVisible()
  },
})

/** The provider answers 500: its message shows in a toast and the captcha changes. */
export const ProviderFailure = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post('*/api/login', () => fail(500, 'The server had a problem.')))
  },
  play: async ({ canvas, userEvent }) => {
    await fillIn({ canvas, userEvent })
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }))
    // The toaster sits outside the story's root.
    await waitFor(() => expect(screen.getByText('The server had a problem.')).toBeVisible())
  },
})

export const SessionExpired = meta.story({ beforeEach: () => useSessionStore.setState({ endedBecause: 'expired' }) })

/** Dev and demo builds list the mock provider's accounts under the form. */
export const WithDemoAccounts = meta.story({ beforeEach: demoBridge() })
