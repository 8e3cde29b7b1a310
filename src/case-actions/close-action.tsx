import { useCallback, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { $api } from '@/api/query'
import { errorMessage } from '@/api/errors'
import type { components } from '@/api/schema.gen'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { StatusBadge } from '@/components/status-badge'
import { toast } from '@/components/toast'
import { auditName } from '@/session/session-store'
import { useCommon } from '@/components/texts'
import { TEXTS, useTexts } from './action-texts'

type ReminderStatus = components['schemas']['ReminderStatus']

/** Spec 2 §8: the confirmation before an Open action is closed (Cancel, Yes). */
export const ASK_CLOSE = TEXTS.actions.askClose

/**
 * Spec 2 §4: the one way an action is closed from a list (the dashboard's reminders, the Action Details
 * dialog). `ask` opens the confirmation; Yes sets Close with the modifier's name, the provider's message
 * is a toast whether it worked or not, and every list of actions is fetched again. Render `dialog`.
 */
export function useCloseAction() {
  const [closing, setClosing] = useState<number | null>(null)
  const queryClient = useQueryClient()
  const t = useTexts().actions
  const c = useCommon()
  const close = $api.useMutation('post', '/update-action-detail-status', {
    onSuccess: (answer) => {
      toast.success(answer.message)
      // The spec reloads the page after 500 ms; refreshing the lists shows the same without losing the page.
      void queryClient.invalidateQueries({ queryKey: ['post', '/get-action-details-list'] })
    },
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => setClosing(null),
  })
  const dialog = (
    <ConfirmDialog
      open={closing !== null}
      title={c.confirmation}
      message={t.askClose}
      busy={close.isPending}
      onCancel={() => setClosing(null)}
      onConfirm={() => closing !== null && close.mutate({ body: { actionDetailId: closing, reminderStatus: 'Close', modifiedBy: auditName() } })}
    />
  )
  const ask = useCallback((action: { actionDetailId: number }) => setClosing(action.actionDetailId), [])
  return { ask, dialog }
}

/**
 * An action's status in a list: Open is a button (named by `label`) that asks to close the action;
 * Close is final, shown as a badge that does nothing when clicked.
 */
export function ActionStatus({ status, label, onAsk }: { status: ReminderStatus; label: string; onAsk: () => void }) {
  if (status !== 'Open') return <StatusBadge status={status} />
  return (
    <button type="button" className="rounded-full focus-visible:outline-2" aria-label={label} onClick={onAsk}>
      <StatusBadge status="Open" className="cursor-pointer underline decoration-dotted underline-offset-2" />
    </button>
  )
}
