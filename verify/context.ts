import type { Account, Context, ContextOptions, CreateContext, Exchange } from './types'

/** Enough of an answer to show in a report; long PDFs and lists would drown it. */
const ANSWER_LIMIT = 2000

type Answer = Awaited<ReturnType<Context['send']>>

export const createContext: CreateContext = (options: ContextOptions): Context => {
  const base = options.base.replace(/\/+$/, '')
  const doFetch = options.fetch ?? fetch
  const log = options.log ?? (() => undefined)
  const tokens = new Map<Account, string>()
  const loginData: Partial<Record<Account, Record<string, unknown>>> = {}
  const accounts = (Object.keys(options.credentials) as Account[]).filter((a) => options.credentials[a])

  async function exchange(method: string, path: string, body: string | undefined, token: string | null, as: string | undefined): Promise<Answer> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' }
    if (token) headers.Authorization = `Bearer ${token}`
    let response: Response
    try {
      response = await doFetch(`${base}${path}`, { method: method.toUpperCase(), headers, body })
    } catch (error) {
      throw new Error(`Could not reach the provider at ${base} (${method.toUpperCase()} ${path}): ${(error as Error).message}`)
    }
    const text = await response.text()
    let json: unknown = null
    try {
      json = JSON.parse(text)
    } catch {
      json = null
    }
    const record: Exchange = { method: method.toUpperCase(), path, status: response.status, answer: text.slice(0, ANSWER_LIMIT) }
    if (body !== undefined) record.body = body
    if (as) record.as = as
    return { status: response.status, headers: response.headers, text, json, exchange: record }
  }

  async function signIn(as: Account): Promise<string> {
    const given = options.credentials[as]
    if (!given) throw new Error(`No credentials were given for ${as}`)
    const colon = given.indexOf(':')
    const user = colon < 0 ? given : given.slice(0, colon)
    const password = colon < 0 ? '' : given.slice(colon + 1)
    const answer = await exchange('POST', '/login', JSON.stringify({ userId: user, loginPassword: password }), null, undefined)
    const token = (answer.json as { data?: { token?: unknown } } | null)?.data?.token
    if (answer.status !== 200 || typeof token !== 'string' || !token) {
      throw new Error(`Could not sign in as ${as} (${user}): ${answer.status} ${answer.text.slice(0, 200)}`)
    }
    tokens.set(as, token)
    loginData[as] = (answer.json as { data: Record<string, unknown> }).data
    return token
  }

  return {
    base,
    mayWrite: options.mayWrite,
    accounts,
    log,
    loginData,
    signIn,
    async send(method, path, body, as) {
      let token: string | null = null
      if (as) token = tokens.get(as) ?? (await signIn(as))
      return exchange(method, path, body, token, as ?? undefined)
    },
    sendWithToken(method, path, body, token) {
      return exchange(method, path, body, token, token ? 'token' : undefined)
    },
  }
}
