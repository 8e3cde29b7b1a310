import * as Dialog from '@radix-ui/react-dialog'
import type { ComponentPropsWithRef } from 'react'
import { X } from 'lucide-react'
import { useTranslate } from '@/i18n/texts'
import { useReturnFocus } from './use-return-focus'

/** A toast is not outside a dialog: dismissing one must not close the dialog. */
export const fromToast = (event: { target: EventTarget | null }) => event.target instanceof Element && event.target.closest('[data-sonner-toaster]') !== null

type ContentProps = Omit<ComponentPropsWithRef<typeof Dialog.Content>, 'onCloseAutoFocus' | 'onPointerDownOutside'>

export interface ModalProps extends ContentProps {
  open: boolean
  /** Escape or a click outside (a toast is not outside). */
  onClose: () => void
  /** Where it sits and how large it is; the frame (card, layer, focus ring) is the same for every dialog. */
  className: string
}

/**
 * The frame every modal dialog shares: overlay, portal, focus given back to whatever opened it (a dialog
 * opened from code has no Radix trigger), and toasts that stay clickable. The dialog brings its title,
 * description and body as children.
 */
export function Modal({ open, onClose, className, children, ...content }: ModalProps) {
  const returnFocus = useReturnFocus(open)
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          {...content}
          onCloseAutoFocus={returnFocus}
          onPointerDownOutside={(event) => fromToast(event) && event.preventDefault()}
          className={`card fixed z-50 focus:outline-none ${className}`}
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** A dialog's title and its close button, which names what it closes; `className` spaces it from what follows. */
export function ModalHeader({ title, closeLabel, className }: { title: string; closeLabel: string; className: string }) {
  const translate = useTranslate()
  return (
    <div className={`flex items-start justify-between gap-4 ${className}`}>
      <Dialog.Title className="text-lg font-semibold">{translate(title)}</Dialog.Title>
      <Dialog.Close className="rounded-md p-1 hover:bg-slate-100 dark:hover:bg-slate-800" aria-label={translate(closeLabel)}>
        <X size={18} aria-hidden="true" />
      </Dialog.Close>
    </div>
  )
}
