import { lazyDialog } from '@/components/lazy-dialog'

export interface ActionDetailsDialogProps {
  open: boolean
  onClose: () => void
  /** The case's client (its client code), as the case screens hold it; '' when none is chosen yet. */
  clientCode: string
  /** The case's own number (clientCaseNo); '' when none is chosen yet. */
  caseNo: string
  /** The case's register date, 'YYYY-MM-DD': an action date must be later. */
  registerDate: string
}

/**
 * Spec 2 §2, §5: the Action Details dialog of a case (case registration, case next date): the form of
 * one action and the case's actions below it. Its code loads the first time it opens.
 */
export const ActionDetailsDialog = lazyDialog<ActionDetailsDialogProps>(() => import('./action-details-content'))
