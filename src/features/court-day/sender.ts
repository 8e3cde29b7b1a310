import type { QueryClient } from '@tanstack/react-query'
import { api } from '@/api/client'
import { toast } from '@/components/toast'
import { translate } from '@/i18n/texts'
import { currentSession } from '@/session/session-store'
import { useOutbox } from './outbox-store'
import { drain, type Transport } from './queue'
import { texts } from './texts'
import { texts as nextDateTexts } from '@/case-actions/next-date-texts'

/** Tries again after 5 s, then 10, 20, 40 and every 60 s while the provider cannot be reached. */
const FIRST_RETRY_MS = 5_000
const LAST_RETRY_MS = 60_000

const transport: Transport = {
  // The case's timeline says the save came from the court day (case-timeline `source`).
  send: (body) => api.POST('/add-case-next-date-detail', { body: { ...body, Origin: 'COURT_DAY_OUTBOX' } }),
  read: async (p) => {
    const { data } = await api.POST('/get-case-next-date-detail', { body: { EncryptedAdvocateCode: p.EncryptedAdvocateCode, ClientCode: p.ClientCode, CaseNo: p.ClientCaseNo } })
    return data!.data.caseDetail
  },
}

let running: Promise<void> | null = null
let again = false
let timer: ReturnType<typeof setTimeout> | undefined
let wait = FIRST_RETRY_MS
let queries: QueryClient | null = null

function retryLater() {
  clearTimeout(timer)
  timer = setTimeout(() => void sendWaiting(), wait)
  wait = Math.min(wait * 2, LAST_RETRY_MS)
}

async function run() {
  const store = useOutbox.getState()
  const { stopped, done } = await drain({ items: () => useOutbox.getState().items, update: store.update }, transport)
  for (const { item, result } of done) {
    if (result.kind === 'sent' || result.kind === 'applied') useOutbox.getState().mark(item.key, { kind: item.kind, next: item.payload.NextHearingDate })
    if (result.kind === 'conflict' || result.kind === 'refused') toast.error(`${item.payload.ClientCaseNo}: ${translate(result.message)}`, { duration: 10_000 })
  }
  const sent = done.filter((d) => d.result.kind === 'sent' || d.result.kind === 'applied').length
  if (sent) {
    toast.success(sent === 1 ? nextDateTexts().nextDate.saved : texts().outbox.sent(sent))
    // The dashboard, cause list, reports and the board itself read the new hearings.
    void queries?.invalidateQueries()
  }
  if (stopped) retryLater()
  else wait = FIRST_RETRY_MS
}

/**
 * Sends the outcomes that wait, in order, one at a time; never two runs at once (a call during a run
 * makes the run look again when it ends). Nothing is sent without a session.
 */
export function sendWaiting(): Promise<void> {
  if (running) {
    again = true
    return running
  }
  if (!currentSession() || !useOutbox.getState().items.some((i) => i.state === 'waiting')) return Promise.resolve()
  clearTimeout(timer)
  running = run()
    .catch(() => retryLater())
    .finally(() => {
      running = null
      if (again) {
        again = false
        void sendWaiting()
      }
    })
  return running
}

/**
 * Starts sending for the signed-in session: at once, when the browser is back online, when the page is
 * shown again, whenever the provider answers any call, and on the retry timer. Returns the stop.
 */
export function startSending(queryClient: QueryClient): () => void {
  queries = queryClient
  const kick = () => void sendWaiting()
  const onVisible = () => document.visibilityState === 'visible' && kick()
  window.addEventListener('online', kick)
  document.addEventListener('visibilitychange', onVisible)
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && useOutbox.getState().items.some((i) => i.state === 'waiting')) kick()
  })
  kick()
  return () => {
    window.removeEventListener('online', kick)
    document.removeEventListener('visibilitychange', onVisible)
    unsubscribe()
    clearTimeout(timer)
    queries = null
  }
}
