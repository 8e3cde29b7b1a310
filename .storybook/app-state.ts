import type { StoryContext } from '@storybook/react-vite'
import { DEMO_ACCOUNTS } from '@mocks/db'
import { localToday, provider } from '@mocks/provider'
import { seed } from '@mocks/db/seed'
import { useDemoBridge } from '@/api/demo-bridge'
import { applyTheme, DEFAULT_THEME, useTheme } from '@/app/theme'
import { useSessionStore } from '@/session/session-store'
import { signInAs } from '../tests/support/session'

const initialDemoBridge = useDemoBridge.getState()
let currentStory: string | undefined

/**
 * Runs before every story, and again when its args or globals change. A new story starts with empty stores.
 * Parameters: `theme` sets theme switches (e.g. `{ isNavbarCollapsed: true }`), `user` ('advocate', 'admin',
 * 'clerk') signs in through the mock provider's /login, so the token is one the mock accepts.
 * The toolbar's `theme` global sets the dark class on <html>. Stores are set directly: nothing is saved.
 */
export async function resetAppState({ id, globals, parameters }: Pick<StoryContext, 'id' | 'globals' | 'parameters'>) {
  if (currentStory !== id) {
    currentStory = id
    useSessionStore.setState({ session: null, endedBecause: null })
    useDemoBridge.setState(initialDemoBridge, true)
    useTheme.setState({ ...DEFAULT_THEME, ...parameters.theme })
  }
  useTheme.setState({ isDark: globals.theme === 'dark' })
  applyTheme(useTheme.getState())
  if (parameters.user && !useSessionStore.getState().session) await signInAs(parameters.user)
}

/** A story `beforeEach`: what the mock provider tells the app in dev and demo builds (accounts, reset, a notice). */
export const demoBridge =
  (notice: string | null = null) =>
  () => {
    useDemoBridge.setState({
      active: true,
      accounts: DEMO_ACCOUNTS.map(({ username, password, role, description }) => ({ username, password, role, description })),
      notice,
      reset: async () => provider().reset({ today: localToday() }, seed),
    })
  }
