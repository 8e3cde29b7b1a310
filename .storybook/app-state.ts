import type { StoryContext } from '@storybook/react-vite'
import { DEMO_ACCOUNTS } from '@mocks/db'
import { api } from '@/api/client'
import { useDemoBridge } from '@/app/demo-bridge'
import { applyTheme, DEFAULT_THEME, useTheme } from '@/app/theme'
import { useSessionStore } from '@/session/session-store'
import { clearAppStorage } from '@/session/storage'

const initialDemoBridge = useDemoBridge.getState()
let currentStory: string | undefined

/**
 * Runs before every story (and again when args or globals change): the app's stores start empty for a
 * new story, `parameters.theme` sets theme switches (e.g. a collapsed sidebar) and the toolbar's
 * `theme` global the dark class on <html>. Nothing is written to local storage.
 */
export function resetAppState({ id, globals, parameters }: Pick<StoryContext, 'id' | 'globals' | 'parameters'>) {
  if (currentStory !== id) {
    currentStory = id
    clearAppStorage()
    useSessionStore.setState({ session: null, endedBecause: null })
    useDemoBridge.setState(initialDemoBridge, true)
    useTheme.setState({ ...DEFAULT_THEME, ...parameters.theme })
  }
  useTheme.setState({ isDark: globals.theme === 'dark' })
  applyTheme(useTheme.getState())
}

type DemoUser = (typeof DEMO_ACCOUNTS)[number]['username']

/** A story `beforeEach`: signs in through the mock provider's /login, so the token is one the mock accepts. */
export const signedIn = (username: DemoUser = 'advocate') =>
  async function signIn() {
    if (useSessionStore.getState().session) return
    const account = DEMO_ACCOUNTS.find((a) => a.username === username)!
    const { data } = await api.POST('/login', { body: { userId: account.username, loginPassword: account.password } })
    if (!data) throw new Error(`The mock provider refused ${username}`)
    const { expiresAt: _expiresAt, encryptedAdvocateCode, ...session } = data.data
    useSessionStore.getState().signIn({ ...session, encryptedAdvocateCode: encryptedAdvocateCode ?? '' }, false)
  }

/** A story `beforeEach`: the demo accounts and notice the mock provider tells the app about in dev builds. */
export const demoBridge = (notice: string | null = null) => () => {
  useDemoBridge.setState({
    active: true,
    accounts: DEMO_ACCOUNTS.map(({ username, password, role, description }) => ({ username, password, role, description })),
    notice,
  })
}
