import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { server } from '@mocks/node'
import { encryptId } from '@mocks/db/ids'
import { DEMO_ADVOCATE_CODE } from '@mocks/db'
import { provider } from '@mocks/provider'
import { renderApp } from '../../tests/support/render'
import { api } from '@/api/client'
import { SESSION_LIFETIME_MS, useSessionStore, type Session } from './session-store'
import { HANDOVER_WAIT_MS, SESSION_CHANNEL, sessionFromAnotherTab, type TabMessage } from './tab-handover'
import { SESSION_KEY } from './storage'

const profile = {
  token: 'token-of-the-first-tab',
  encryptedSecurityUserId: 'u1',
  loginUserName: 'ADVOCATE',
  loginUserEmailId: 'a@example.com',
  loginUserMobileNumber: '9876543210',
  encryptedAdvocateCode: 'adv1',
  roles: ['ADVOCATE'],
}
const sessionOf = (patch: Partial<Session> = {}): Session => ({ ...profile, remember: false, menuHeaderId: 0, expiresAt: Date.now() + SESSION_LIFETIME_MS, ...patch })

/** Another tab of the same browser: it hears this tab's messages and may answer them. */
function otherTab(answer?: () => unknown) {
  const channel = new BroadcastChannel(SESSION_CHANNEL)
  const heard: TabMessage[] = []
  channel.addEventListener('message', (event: MessageEvent<TabMessage>) => {
    heard.push(event.data)
    if (event.data.type === 'ask' && answer) channel.postMessage({ type: 'answer', id: event.data.id, session: answer() })
  })
  onTestFinished(() => channel.close())
  return { heard, post: (message: TabMessage) => channel.postMessage(message) }
}

/** The tokens this tab asked the provider to revoke, in order. */
function revoked() {
  const tokens: string[] = []
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith('/logout')) tokens.push(request.headers.get('Authorization')?.replace('Bearer ', '') ?? '')
  }
  server.events.on('request:start', listener)
  onTestFinished(() => server.events.removeListener('request:start', listener))
  return tokens
}

const signedOut = () => useSessionStore.setState({ session: null, endedBecause: null, endedInAnotherTab: false })

describe('a session shared by the tabs of one browser', () => {
  beforeEach(signedOut)
  afterEach(signedOut)

  it('a new tab takes the session of a signed-in tab into its own session storage, never local storage', async () => {
    const handed = sessionOf()
    otherTab(() => handed)
    expect(await sessionFromAnotherTab()).toEqual(handed)
    expect(useSessionStore.getState().session).toEqual(handed)
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY)!)).toEqual(handed)
    expect(localStorage.getItem(SESSION_KEY)).toBeNull()
  })

  it('with no tab to answer, it decides within a bounded wait that there is no session', async () => {
    expect(HANDOVER_WAIT_MS).toBeLessThanOrEqual(300)
    const started = performance.now()
    expect(await sessionFromAnotherTab(50)).toBeNull()
    expect(performance.now() - started).toBeLessThan(1_000)
    expect(useSessionStore.getState().session).toBeNull()
  })

  it('an expired or malformed answer is not taken', async () => {
    const answers: unknown[] = [sessionOf({ expiresAt: Date.now() - 1 }), { token: 5 }]
    otherTab(() => answers.shift())
    expect(await sessionFromAnotherTab(100)).toBeNull()
    expect(await sessionFromAnotherTab(100)).toBeNull()
    expect(useSessionStore.getState().session).toBeNull()
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull()
  })

  it('a signed-in tab answers another tab’s question with its session', async () => {
    useSessionStore.getState().signIn(profile, false)
    const other = otherTab()
    other.post({ type: 'ask', id: 'q1' })
    await waitFor(() => expect(other.heard).toContainEqual({ type: 'answer', id: 'q1', session: useSessionStore.getState().session }))
  })

  it('signing out in this tab tells the other tabs which session ended, and why', async () => {
    useSessionStore.getState().signIn(profile, false)
    const other = otherTab()
    useSessionStore.getState().signOut('expired')
    await waitFor(() => expect(other.heard).toContainEqual({ type: 'ended', token: profile.token, reason: 'expired' }))
  })

  it('a session ended in another tab ends here too, without revoking it again; another session is left alone', async () => {
    const tokens = revoked()
    const other = otherTab()
    useSessionStore.getState().signIn(profile, false)
    other.post({ type: 'ended', token: 'some-other-session', reason: 'logout' })
    other.post({ type: 'ended', token: profile.token, reason: 'expired' })
    await waitFor(() => expect(useSessionStore.getState()).toMatchObject({ session: null, endedBecause: 'expired' }))
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull()
    // The next session ends in this tab: that one is revoked here, and it is the only one.
    useSessionStore.getState().signIn({ ...profile, token: 'second' }, false)
    useSessionStore.getState().signOut('logout')
    await waitFor(() => expect(tokens).toEqual(['second']))
  })
})

describe('a signed-in page opened in a new tab (the case schedule’s edit icon)', () => {
  const caseId = () => encryptId('case', provider().db.cases.find((c) => c.advocateCode === DEMO_ADVOCATE_CODE)!.caseId)

  it('opens signed in with the session of the tab that is signed in', async () => {
    // The other tab signed in; this one never did.
    const { data } = await api.POST('/login', { body: { userId: 'advocate', loginPassword: 'Advocate@123' } })
    const { expiresAt: _ignored, ...signedIn } = data!.data
    otherTab(() => sessionOf({ ...signedIn, encryptedAdvocateCode: signedIn.encryptedAdvocateCode ?? '' }))
    const path = `/case-next-date/${caseId()}`
    const { router } = await renderApp(path)
    expect(await screen.findByRole('heading', { name: 'Case Next Date' })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(path)
  })

  it('without a signed-in tab, goes to sign in with the page to return to', async () => {
    const path = `/case-next-date/${caseId()}`
    const { router } = await renderApp(path)
    expect(await screen.findByRole('heading', { name: 'Account Login' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    expect(router.state.location.search).toEqual({ redirect: path })
  })
})
