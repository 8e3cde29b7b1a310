import { describe, expect, it } from 'vitest'
import { api } from '@/api/client'
import { DEMO_ACCOUNTS } from '@mocks/db'
import { MESSAGES } from '@mocks/http'
import { signInAs } from '../support/session'
import { failure } from '../support/failure'

const signIn = async (username: string) => {
  const account = DEMO_ACCOUNTS.find((a) => a.username === username)!
  const { data } = await api.POST('/login', { body: { userId: account.username, loginPassword: account.password, rememberMe: false } })
  return data!.data
}

describe('the user language (issue 22)', () => {
  it('is null until chosen, and the next sign-in answers the language the user chose', async () => {
    expect((await signIn('advocate')).language).toBeNull()
    const session = await signInAs('advocate')
    await api.POST('/save-user-language', { body: { encryptedSecurityUserId: session.encryptedSecurityUserId, language: 'mr' } })
    expect((await signIn('advocate')).language).toBe('mr')
  })

  it("refuses another user's id as one that does not exist, and a language it does not speak", async () => {
    const staff = await signInAs('clerk')
    const advocate = await signIn('advocate')
    await signInAs('clerk')
    expect(await failure(api.POST('/save-user-language', { body: { encryptedSecurityUserId: advocate.encryptedSecurityUserId, language: 'hi' } }))).toEqual({
      status: 404,
      message: MESSAGES.notFound('The account'),
    })
    const bad = await failure(api.POST('/save-user-language', { body: { encryptedSecurityUserId: staff.encryptedSecurityUserId, language: 'ta' as 'hi' } }))
    expect(bad.status).toBe(400)
  })

  it('gives every menu item and header its Hindi and Marathi name', async () => {
    const session = await signInAs('advocate')
    const { data } = await api.POST('/get-security-menu-tree-menu-list', { body: { encryptedSecurityUserId: session.encryptedSecurityUserId, parentId: 0 } })
    expect(data!.data.find((i) => i.menuItemPageURL === '/court-day')?.menuNames).toEqual({ hi: 'कोर्ट का दिन', mr: 'कोर्टाचा दिवस' })
    expect(data!.data.every((i) => i.menuNames?.hi && i.menuNames.mr)).toBe(true)
    const headers = await api.GET('/get-security-menu-tree-header-list/{encryptedSecurityUserId}', { params: { path: { encryptedSecurityUserId: session.encryptedSecurityUserId } } })
    expect(headers.data!.data.find((h) => h.menuHeaderName === 'Reports')?.menuHeaderNames).toEqual({ hi: 'रिपोर्ट', mr: 'अहवाल' })
  })
})

describe('the language the provider is asked to write in', () => {
  it('is the language on screen, sent as Accept-Language, unless the caller chose one', async () => {
    const { envelope } = await import('@/api/client')
    const { useLanguage } = await import('@/i18n/language')
    const send = async (headers: Record<string, string> = {}) => {
      const request = new Request('http://localhost/api/get-key-combination-list', { headers })
      const sent = (await envelope.onRequest!({ request, schemaPath: '/get-key-combination-list', params: {}, id: '1', options: {} } as never)) as Request
      return sent.headers.get('Accept-Language')
    }
    useLanguage.setState({ language: 'mr' })
    try {
      expect(await send()).toBe('mr')
      expect(await send({ 'Accept-Language': 'hi' })).toBe('hi')
      useLanguage.setState({ language: 'en-XA' })
      expect(await send()).toBe('en')
    } finally {
      useLanguage.setState({ language: 'en' })
    }
  })
})
