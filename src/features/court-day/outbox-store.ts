import { create } from 'zustand'
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware'
import type { components } from '@/api/schema.gen'
import { todayWire } from '@/lib/dates'
import { OUTBOX_KEY } from '@/session/storage'
import type { OutcomeKind } from './outcome'
import { afterReload, enqueue, type QueueItem } from './queue'

export type BoardRow = components['schemas']['ReportCaseScheduleRow']
export interface Mark {
  kind: OutcomeKind
  next?: string
}

interface OutboxState {
  /** The encrypted id of the user whose outcomes these are. */
  user: string | null
  seq: number
  items: QueueItem[]
  /** What the device knows happened at a hearing (by hearing key): a pass-over, or an outcome it sent (with its next date). */
  marks: Record<string, Mark>
  /** The outbox of `user`: what the device keeps for someone else is never shown or sent. */
  forUser: (user: string) => void
  record: (item: Omit<QueueItem, 'seq' | 'state' | 'id'>) => void
  discard: (id: string) => void
  update: (change: (items: QueueItem[]) => QueueItem[]) => void
  mark: (key: string, mark: Mark | null) => void
}

const EMPTY = { seq: 0, items: [], marks: {} }
/** An empty outbox leaves nothing in storage: only unsent outcomes and the day's marks are worth keeping. */
const keptOnlyWithContent: StateStorage = {
  getItem: (name) => localStorage.getItem(name),
  setItem: (name, value) => {
    const state = (JSON.parse(value) as { state?: { items?: unknown[]; marks?: object } }).state
    if (state?.items?.length || Object.keys(state?.marks ?? {}).length) localStorage.setItem(name, value)
    else localStorage.removeItem(name)
  },
  removeItem: (name) => localStorage.removeItem(name),
}
const newId = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`)

/** The court day's device store (local storage, `case-diary:court-day`): survives reloads and a session that ran out. */
export const useOutbox = create<OutboxState>()(
  persist(
    (set, get) => ({
      user: null,
      ...EMPTY,
      forUser: (user) => {
        if (get().user !== user) set({ user, ...EMPTY })
      },
      record: (item) =>
        set((s) => ({
          seq: s.seq + 1,
          items: enqueue(s.items, { ...item, id: newId(), seq: s.seq + 1, state: 'waiting' }),
          marks: Object.fromEntries(Object.entries(s.marks).filter(([key]) => key !== item.key)),
        })),
      discard: (id) => set((s) => ({ items: s.items.filter((i) => i.id !== id || i.state === 'sending') })),
      update: (change) => set((s) => ({ items: change(s.items) })),
      mark: (key, mark) =>
        set((s) => {
          // A week of marks is plenty: older days' boards are read from the provider's history.
          const since = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10)
          const marks = Object.fromEntries(Object.entries(s.marks).filter(([k]) => k.slice(-10) >= since))
          if (mark) marks[key] = mark
          else delete marks[key]
          return { marks }
        }),
    }),
    {
      name: OUTBOX_KEY,
      storage: createJSONStorage(() => keptOnlyWithContent),
      partialize: ({ user, seq, items, marks }) => ({ user, seq, items, marks }),
      // Storage is the truth: nothing stored (a sign-out removed it) is an empty outbox, also in memory.
      merge: (stored, current) => {
        if (!stored || typeof stored !== 'object') return { ...current, user: null, ...EMPTY }
        const kept = stored as Partial<OutboxState>
        return { ...current, ...kept, items: afterReload(Array.isArray(kept.items) ? kept.items : []) }
      },
    },
  ),
)

/** Outcomes not sent yet (waiting, being sent, or held back by a conflict or a refusal). */
export const unsentCount = () => useOutbox.getState().items.length

/** How many days before today the device keeps, of those last read (the coming days are the pack's: ./pack.ts). */
const KEPT_PAST_BOARDS = 3
/**
 * The most the boards may take in local storage (about 5 MB for the whole origin, in UTF-16): a practice whose coming
 * days weigh more keeps the nearest days that fit, and the settings say how many that is.
 */
export const BOARD_BYTES = 2_000_000

type Boards = Record<string, { at: string; rows: BoardRow[] }>

/** Today and the coming days first, nearest first, then the past days last read; as many as fit. */
export function keptBoards(boards: Boards, today: string): Boards {
  const coming = Object.keys(boards).filter((d) => d >= today).sort()
  const past = Object.keys(boards)
    .filter((d) => d < today)
    .sort((a, b) => boards[b]!.at.localeCompare(boards[a]!.at))
    .slice(0, KEPT_PAST_BOARDS)
  const kept: Boards = {}
  let bytes = 0
  for (const day of [...coming, ...past]) {
    bytes += JSON.stringify(boards[day]).length * 2
    if (bytes > BOARD_BYTES) break
    kept[day] = boards[day]!
  }
  return kept
}

interface BoardCopyState {
  /** The last board read for a day. */
  boards: Boards
  keepBoard: (date: string, rows: BoardRow[]) => void
  /** The coming days read in one piece (the pack): each day's hearings, none for a day without any. */
  keepDays: (days: Record<string, BoardRow[]>, at: string) => void
  /** Removes the days after `today`. */
  dropComing: (today: string) => void
}

export const useBoardCopy = create<BoardCopyState>()(
  persist(
    (set) => ({
      boards: {},
      keepBoard: (date, rows) => set((s) => ({ boards: keptBoards({ ...s.boards, [date]: { at: new Date().toISOString(), rows } }, todayWire()) })),
      keepDays: (days, at) =>
        set((s) => ({ boards: keptBoards({ ...s.boards, ...Object.fromEntries(Object.entries(days).map(([d, rows]) => [d, { at, rows }])) }, todayWire()) })),
      dropComing: (today) => set((s) => ({ boards: Object.fromEntries(Object.entries(s.boards).filter(([day]) => day <= today)) })),
    }),
    {
      name: `${OUTBOX_KEY}-boards`,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ boards }) => ({ boards }),
      merge: (stored, current) => ({ ...current, boards: (stored as Partial<BoardCopyState> | undefined)?.boards ?? {} }),
    },
  ),
)
