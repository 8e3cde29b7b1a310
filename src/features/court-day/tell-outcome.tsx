import { TellClientButton } from '@/case-actions/tell-client/tell-client'
import type { CardState } from './board'
import type { BoardRow } from './outbox-store'
import { TEXTS, useTexts } from './texts'

/**
 * Issue 25: once a hearing's outcome is recorded (sent, or still waiting in this device's outbox), its card offers
 * to tell the client. What waits in the outbox is not on the provider yet, so the card hands the outcome over, in
 * English as the provider keeps the hearing's comment (./outcome.ts).
 */
export function TellOutcome({ row, state }: { row: BoardRow; state: CardState }) {
  const t = useTexts().card
  if (!row.encryptedCaseId) return null
  const label = t.tellClientOf(row.clientCaseNo ?? t.thisCase)
  if (state.kind === 'queued') {
    const { item } = state
    const disposed = item.kind === 'disposed'
    return (
      <TellClientButton
        encryptedCaseId={row.encryptedCaseId}
        kind="OUTCOME"
        label={t.tellClient}
        aria-label={label}
        outcome={item.payload.Description || TEXTS.outcomes[item.kind]}
        nextDate={disposed ? '' : item.payload.NextHearingDate}
        purpose={disposed ? '' : item.payload.Purpose}
      />
    )
  }
  if (state.kind === 'recorded' || state.kind === 'disposed')
    return <TellClientButton encryptedCaseId={row.encryptedCaseId} kind="OUTCOME" label={t.tellClient} aria-label={label} outcome={state.outcome ? TEXTS.outcomes[state.outcome] : undefined} />
  return null
}
