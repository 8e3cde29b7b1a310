import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'
import { translate } from '@/i18n/texts'
import { Modal } from './modal'
import { useTexts } from './component-texts'
import { useCommon } from './texts'

export interface ConfirmDialogProps {
  open: boolean
  /** Spec titles: 'Confirmation', or the question itself when the spec gives no title. */
  title: string
  message: ReactNode
  confirmLabel?: string
  cancelLabel?: string
  /** A destructive action gets the danger colour. */
  danger?: boolean
  busy?: boolean
  onConfirm: () => void
  onCancel: () => void
  /** Escape or a click outside; Cancel when omitted. The save question stays on the form instead of discarding it. */
  onDismiss?: () => void
}

/**
 * The dialog itself, loaded by ConfirmDialog on first open. Radix traps focus, closes on Escape (as Cancel)
 * and returns focus to whatever opened it.
 */
export default function ConfirmDialogContent({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger,
  busy,
  onConfirm,
  onCancel,
  onDismiss = onCancel,
}: ConfirmDialogProps) {
  const t = useTexts()
  const c = useCommon()
  // Titles and questions may come from a feature's English catalog: shown in the language on screen.
  return (
    <Modal
      open={open}
      onClose={() => !busy && onDismiss()}
      className="start-1/2 top-1/2 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 p-6 rtl:translate-x-1/2"
    >
      <Dialog.Title className="mb-2 text-lg font-semibold">{translate(title)}</Dialog.Title>
      <Dialog.Description className="mb-6 text-slate-700 dark:text-slate-300">{typeof message === 'string' ? translate(message) : message}</Dialog.Description>
      <div className="flex justify-end gap-2">
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>
          {translate(cancelLabel ?? c.cancel)}
        </button>
        <button type="button" className={danger ? 'btn-danger' : 'btn-primary'} onClick={onConfirm} disabled={busy}>
          {busy ? t.pleaseWait : translate(confirmLabel ?? c.yes)}
        </button>
      </div>
    </Modal>
  )
}
