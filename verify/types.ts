/**
 * The provider verification kit (`npm run verify:provider`): the shapes its parts share.
 * The kit speaks only HTTP to a provider it did not build; it never imports the mock provider.
 */

/** One HTTP exchange, kept so a finding can be reproduced with curl. */
export interface Exchange {
  method: string
  /** The path after the base URL, e.g. `/client-detail-list`. */
  path: string
  body?: string
  /** Which signed-in account sent it (`admin`, `advocate`, `clerk`, `advocate2`), or none. */
  as?: string
  status: number
  /** The first part of the answer's body. */
  answer: string
}

/** Something the provider must fix. */
export interface Finding {
  /** The check that found it, e.g. `security/sign-out-revokes`. */
  check: string
  /** What the contract or QUALITY.md requires, in one sentence. */
  expected: string
  /** What the provider did instead. */
  got: string
  /** The request(s) that show it. */
  exchanges: Exchange[]
}

export type Account = 'admin' | 'advocate' | 'clerk' | 'advocate2'

/** What every check is given. */
export interface Context {
  /** The provider's base URL, ending in `/api` (no trailing slash). */
  base: string
  /** Sends a request; records it in `exchanges` for the report. `body` is sent as is (a JSON text usually). */
  send(method: string, path: string, body: string | undefined, as: Account | null): Promise<{ status: number; headers: Headers; text: string; json: unknown; exchange: Exchange }>
  /** Signs the account in anew (a fresh token); throws a clear error when the credentials are refused. */
  signIn(as: Account): Promise<string>
  /** Sends with an explicit token (e.g. a revoked one). */
  sendWithToken(method: string, path: string, body: string | undefined, token: string | null): Promise<{ status: number; headers: Headers; text: string; json: unknown; exchange: Exchange }>
  /** True only when the provider said it is a test instance and the user allowed writing checks. */
  mayWrite: boolean
  /** Which accounts were given (advocate2 is optional). */
  accounts: Account[]
  log(line: string): void
  /** The `data` of each account's last sign-in answer (its user id, advocate code), filled by signIn. */
  loginData?: Partial<Record<Account, Record<string, unknown>>>
}

export interface Check {
  /** Unique, `area/name`, e.g. `behaviour/payments-crud`. */
  name: string
  /** For `--only` / `--skip`: e.g. ['security', 'write']. Every check that creates, changes or deletes data has the tag `write`. */
  tags: string[]
  /** One line for `--dry-run`: which calls it makes. */
  describe: string
  run(ctx: Context): Promise<Finding[]>
}

/** Credentials as `USER:PASSWORD`, per account. */
export type Credentials = Partial<Record<Account, string>>

export interface ContextOptions {
  base: string
  credentials: Credentials
  mayWrite: boolean
  log?: (line: string) => void
  /** The fetch to use; tests pass one that goes past msw's interception. */
  fetch?: typeof fetch
}

/** Implemented by `verify/context.ts`: `export function createContext(options: ContextOptions): Context`. */
export type CreateContext = (options: ContextOptions) => Context
