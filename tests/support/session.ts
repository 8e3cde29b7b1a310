import { api } from '@/api/client'
import { useSessionStore } from '@/session/session-store'
import { DEMO_ACCOUNTS } from '@mocks/db'

export type DemoLogin = (typeof DEMO_ACCOUNTS)[number]['username']

/** Signs in through the mock provider, as the login page does, and returns the session. */
export async function signInAs(username: DemoLogin, remember = false) {
  const account = DEMO_ACCOUNTS.find((a) => a.username === username)!
  const { data, error } = await api.POST('/login', { body: { userId: account.username, loginPassword: account.password, rememberMe: remember } })
  if (!data) throw new Error(`sign-in as ${username} failed: ${JSON.stringify(error)}`)
  const { expiresAt: _ignored, ...profile } = data.data
  useSessionStore.getState().signIn({ ...profile, encryptedAdvocateCode: profile.encryptedAdvocateCode ?? '' }, remember)
  return useSessionStore.getState().session!
}
