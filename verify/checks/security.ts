import type { Check, Exchange, Finding } from '../types'
import { answered, dataOf, finding, has, post } from './util'
import { otherPracticeCasesPayments } from './other-practice'

const resetByUserId: Check = {
  name: 'security/reset-by-user-id-refused',
  // Tagged write: a provider with this fault would really change the advocate's password.
  tags: ['security', 'write'],
  describe: "POST /login as the advocate (for its user id); POST /reset-password with that user id as the reset id, no token",
  async run(ctx) {
    await ctx.signIn('advocate')
    const userId = ctx.loginData?.advocate?.encryptedSecurityUserId
    if (typeof userId !== 'string') {
      ctx.log('skipped: the sign-in answer carries no encryptedSecurityUserId')
      return []
    }
    const answer = await ctx.send('POST', '/reset-password', JSON.stringify({ NewPassword: 'Verify@1234', EncryptedSecurityUserId: userId }), null)
    if (answer.status >= 400 && answer.status < 500) return []
    return [
      finding(this.name, 'A password reset is accepted only with the live id of an e-mailed link, never with a user id (4xx).', answered(answer), [answer.exchange]),
    ]
  },
}

const forgedResetLink: Check = {
  name: 'security/forged-reset-link-refused',
  tags: ['security'],
  describe: 'POST /validate-client/{id} with a made-up reset id, no token',
  async run(ctx) {
    const forged = `VERIFY${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`
    const answer = await ctx.send('POST', `/validate-client/${forged}`, undefined, null)
    if (answer.status >= 400 && answer.status < 500) return []
    return [finding(this.name, 'A made-up reset link id is refused (4xx).', answered(answer), [answer.exchange])]
  },
}

const signOutRevokes: Check = {
  name: 'security/sign-out-revokes',
  // Its own fresh token is given up: no data changes.
  tags: ['security', 'session'],
  describe: 'POST /login as the advocate (fresh token); POST /logout with it; POST /client-list with the old token (expects 401)',
  async run(ctx) {
    const token = await ctx.signIn('advocate')
    const out = await ctx.sendWithToken('POST', '/logout', undefined, token)
    const after = await ctx.sendWithToken('POST', '/client-list', JSON.stringify({ pageNumber: 1, pageSize: 1 }), token)
    // The context's cached token was the one given up: later checks need a live one.
    await ctx.signIn('advocate')
    if (out.status !== 200) return [finding(this.name, 'Sign-out with a live token answers 200.', answered(out), [out.exchange])]
    if (after.status === 401) return []
    return [finding(this.name, 'A token given up by sign-out is refused at once (401).', answered(after), [out.exchange, after.exchange])]
  },
}

const clerkOutsideMenu: Check = {
  name: 'security/clerk-outside-menu',
  tags: ['security'],
  describe: "POST /advocate-list as the clerk (an administrator's list outside its menu; expects 403)",
  async run(ctx) {
    if (!has(ctx, 'clerk')) {
      ctx.log('skipped: no clerk')
      return []
    }
    const answer = await post(ctx, '/advocate-list', { pageNumber: 1, pageSize: 1 }, 'clerk')
    if (answer.status === 403) return []
    return [finding(this.name, "A call whose rights the user's menu lacks is refused with 403.", answered(answer), [answer.exchange])]
  },
}

interface ClientRow {
  clientCode: string
}

const otherPracticeClient: Check = {
  name: 'security/other-practice-client-hidden',
  tags: ['security'],
  describe:
    "POST /client-list as the advocate, POST /get-client-detail of its first client as advocate2 (skipped without advocate2)",
  async run(ctx) {
    // Only another practice's own account shows the leak: the admin reads every practice by right, and a clerk
    // of the same practice may read the client.
    if (!has(ctx, 'advocate', 'advocate2')) {
      ctx.log('skipped: no second advocate')
      return []
    }
    const list = await post(ctx, '/client-list', { pageNumber: 1, pageSize: 1 }, 'advocate')
    const exchanges: Exchange[] = [list.exchange]
    const code = dataOf<{ clientList?: ClientRow[] }>(list.json)?.clientList?.[0]?.clientCode
    if (!code) {
      ctx.log('skipped: the advocate has no client to ask for')
      return []
    }
    const answer = await post(ctx, '/get-client-detail', { ClientCode: code }, 'advocate2')
    exchanges.push(answer.exchange)
    if (answer.status === 403 || answer.status === 404) return []
    return [finding(this.name, "Another advocate's client is not readable (403 or 404).", answered(answer), exchanges)] satisfies Finding[]
  },
}

export const security: Check[] = [resetByUserId, forgedResetLink, signOutRevokes, clerkOutsideMenu, otherPracticeClient, otherPracticeCasesPayments]
