import type { Account, Context, Exchange, Finding } from '../types'

/** The `data` of a JSON answer, or undefined when the answer has none. */
export function dataOf<T = Record<string, unknown>>(json: unknown): T | undefined {
  return (json as { data?: T } | null)?.data ?? undefined
}

export function finding(check: string, expected: string, got: string, exchanges: Exchange[]): Finding {
  return { check, expected, got, exchanges }
}

/** A short description of an answer for `got`. */
export function answered(answer: { status: number; text: string }): string {
  return `${answer.status} ${answer.text.slice(0, 160)}`
}

export const has = (ctx: Context, ...accounts: Account[]) => accounts.every((a) => ctx.accounts.includes(a))

export const post = (ctx: Context, path: string, body: unknown, as: Account) => ctx.send('POST', path, JSON.stringify(body), as)
