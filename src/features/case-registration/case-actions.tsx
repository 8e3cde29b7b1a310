import { useState } from 'react'
import { useFormContext } from 'react-hook-form'
import { ListTodo } from 'lucide-react'
import { ActionDetailsDialog } from '@/case-actions/action-details-dialog'
import { TimelineButton } from '@/case-actions/case-timeline'
import { inputToWire } from '@/lib/date-input'
import type { CaseForm } from '@/records/case-schema'
import { useTexts } from './texts'

/** Spec 2 §2: the Action Details modal of a registered case (its client, case number and register date as saved). */
export function CaseActions({ id }: { id: string | null }) {
  const [open, setOpen] = useState(false)
  const { formState } = useFormContext<CaseForm>()
  const saved = formState.defaultValues
  const t = useTexts()
  return (
    <div className="mt-8 flex flex-wrap items-center gap-3">
      <button type="button" className="btn-secondary" disabled={id === null} onClick={() => setOpen(true)}>
        <ListTodo size={16} aria-hidden="true" /> {t.actions.details}
      </button>
      {id !== null && <TimelineButton encryptedCaseId={id} caseNo={saved?.clientCaseNo?.trim().toUpperCase() ?? ''} />}
      {id === null && <p className="text-sm text-slate-600 dark:text-slate-400">{t.actions.saveFirst}</p>}
      <ActionDetailsDialog
        open={open}
        onClose={() => setOpen(false)}
        clientCode={saved?.clientCode ?? ''}
        caseNo={saved?.clientCaseNo?.trim().toUpperCase() ?? ''}
        registerDate={saved?.caseRegisterDate ? inputToWire(saved.caseRegisterDate) : ''}
      />
    </div>
  )
}
