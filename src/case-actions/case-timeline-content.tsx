import * as Dialog from '@radix-ui/react-dialog'
import { Modal, ModalHeader } from '@/components/modal'
import type { CaseTimelineDialogProps } from './case-timeline'
import { TimelinePanel } from './timeline-panel'
import { useTexts } from './timeline-texts'

/** The timeline dialog, loaded by CaseTimelineDialog on first open. */
export default function CaseTimelineContent({ open, onClose, encryptedCaseId, caseNo }: CaseTimelineDialogProps) {
  const t = useTexts().timeline
  return (
    <Modal
      open={open}
      onClose={onClose}
      className="start-1/2 top-1/2 max-h-[90vh] w-[min(64rem,calc(100vw-1rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto p-4 sm:p-6 rtl:translate-x-1/2"
    >
      <ModalHeader title={t.title(caseNo)} closeLabel={t.closeLabel} className="mb-2" />
      <Dialog.Description className="mb-3 text-sm text-slate-700 dark:text-slate-300">{t.intro}</Dialog.Description>
      {open && <TimelinePanel encryptedCaseId={encryptedCaseId} caseNo={caseNo} />}
    </Modal>
  )
}
