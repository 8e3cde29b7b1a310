import { contractOperations, learnIds, type Operation } from '../fuzz/requests'
import { fuzzOperation, type Problem, type Send } from '../fuzz/run'
import type { Account, Check, Context, Exchange, Finding } from '../types'

/** The accounts the fuzz signs in: invalid requests need one the operation's rights let through. */
const FUZZ_ACCOUNTS: Account[] = ['admin', 'advocate']

const EXPECTED: Record<Problem['kind'], string> = {
  crash: 'No answer is a 5xx or carries a program error text.',
  'accepted-invalid': 'A request outside the contract is refused with 400 before anything happens.',
  violation: 'Every answer is one the contract documents, with a body matching its schema.',
  'open-without-token': 'A secured operation answers 401 to a request without a token.',
}

// One sign-in per run for all the fuzz checks: they never call sign-out with a valid token.
const sessions = new WeakMap<Context, Promise<string[]>>()
// The sign-in answers hold the first real ids (the advocate's code, the user's id) the fuzz learns.
const tokensOf = (ctx: Context) =>
  sessions.get(ctx) ??
  sessions.set(ctx, Promise.all(FUZZ_ACCOUNTS.map((a) => ctx.signIn(a))).then((tokens) => (learnIds(ctx.loginData), tokens))).get(ctx)!

/** The context as the fuzz engine's `Send`: the request goes through the kit's own HTTP client. */
const sendThrough =
  (ctx: Context): Send =>
  async (method, path, body, token) => {
    const answer = await ctx.sendWithToken(method, path, body, token)
    const empty = answer.status === 204 || answer.status === 304
    return new Response(empty ? null : answer.text, { status: answer.status, headers: answer.headers })
  }

function findingOf(op: Operation, problem: Problem): Finding {
  const exchange: Exchange = { method: problem.method, path: problem.path, status: problem.status, answer: problem.answer }
  if (problem.body !== undefined) exchange.body = problem.body
  if (problem.token >= 0) exchange.as = FUZZ_ACCOUNTS[problem.token]!
  return { check: `fuzz/${op.method} ${op.path}`, expected: EXPECTED[problem.kind], got: problem.what, exchanges: [exchange] }
}

/**
 * One check per operation of the contract. A reading operation gets valid requests, every invalid variant and
 * one without a token. An operation that writes, mails or ends a session gets only requests a sound provider
 * refuses before doing anything (invalid ones and one without a token), and only on a test instance (tag
 * `write`): its valid behaviour is checked by the behaviour scenarios, which clean up after themselves.
 */
export function fuzzChecks(options: { validPerOp?: number } = {}): Check[] {
  // Reading operations first, as in the engine's own run.
  const order: Record<string, number> = { read: 0, write: 1, mail: 2, session: 3 }
  const ops = [...contractOperations().entries()].sort(([, a], [, b]) => order[a.effect]! - order[b.effect]!)
  return ops.map(([index, op]) => ({
    name: `fuzz/${op.method} ${op.path}`,
    tags: ['fuzz', ...(op.effect === 'read' ? [] : ['write'])],
    describe: `${op.method.toUpperCase()} ${op.path} (${op.effect}): ${op.effect === 'read' ? 'valid, invalid and tokenless requests' : 'invalid and tokenless requests only'}${op.multipart ? '; multipart body: tokenless only' : ''}`,
    async run(ctx) {
      const result = await fuzzOperation(op, index, sendThrough(ctx), await tokensOf(ctx), {
        validPerOp: options.validPerOp ?? 3,
        sendValid: (o) => o.effect === 'read' && o.path !== '/login',
      })
      for (const line of result.notSent) ctx.log(`${op.method.toUpperCase()} ${op.path}: not sent: ${line}`)
      return result.problems.map((p) => findingOf(op, p))
    },
  }))
}
