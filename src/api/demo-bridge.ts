import { create } from 'zustand'

export interface DemoAccount {
  username: string
  password: string
  role: string
  description: string
}

/**
 * What the mock provider tells the app about itself in dev and demo builds.
 * It stays empty in production, where no mock runs, so the app shows no demo hints there.
 */
interface DemoBridge {
  active: boolean
  accounts: DemoAccount[]
  notice: string | null
  /** The last mail the mock provider "sent" (a password-reset link, a new user's sign-in details): the demo shows it instead of a mailbox. */
  mail: { to: string; link: string; lines?: string[] } | null
  reset: (() => Promise<void>) | null
  dismissNotice: () => void
}

export const useDemoBridge = create<DemoBridge>((set) => ({
  active: false,
  accounts: [],
  notice: null,
  mail: null,
  reset: null,
  dismissNotice: () => set({ notice: null }),
}))
