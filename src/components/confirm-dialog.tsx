import { lazyDialog } from './lazy-dialog'
import type { ConfirmDialogProps } from './confirm-dialog-content'

export type { ConfirmDialogProps }

/**
 * The one confirmation dialog (spec §8 texts). Radix traps focus, closes on Escape (as Cancel)
 * and focus goes back to whatever opened it.
 */
export const ConfirmDialog = lazyDialog<ConfirmDialogProps>(() => import('./confirm-dialog-content'))
