import { useRef } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { FormProvider, useForm, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { addDays, getDay } from 'date-fns'
import { PURPOSES } from '@/case-actions/next-date'
import { DateInput, SelectInput, TextInput } from '@/components/form/form-fields'
import { Modal } from '@/components/modal'
import { displayDate, toWire } from '@/lib/dates'
import { NOTE_MAX, OUTCOME_LABEL, outcomeSchema, type OutcomeForm } from './outcome'

export interface OutcomeDialogProps {
  open: boolean
  /** The hearing's case number and title, said in the dialog. */
  caseNo: string
  caseTitle: string
  initial: OutcomeForm
  onRecord: (values: OutcomeForm) => void
  onClose: () => void
}

/** Court does not sit on Sundays: a quick date falls on the Monday after. */
const courtDay = (days: number) => {
  const day = addDays(new Date(), days)
  return displayDate(toWire(getDay(day) === 0 ? addDays(day, 1) : day))
}
const QUICK = [
  ['1 week', 7],
  ['2 weeks', 14],
  ['4 weeks', 28],
] as const

/** One outcome of one hearing, recorded in one step: the date and purpose (not for a disposal) and a short note. */
export default function OutcomeDialogContent({ open, caseNo, caseTitle, initial, onRecord, onClose }: OutcomeDialogProps) {
  const form = useForm<OutcomeForm>({ resolver: zodResolver(outcomeSchema) as unknown as Resolver<OutcomeForm>, values: initial })
  const disposal = initial.kind === 'disposed'
  const content = useRef<HTMLDivElement>(null)
  return (
    <Modal
      open={open}
      onClose={onClose}
      className="inset-x-0 bottom-0 max-h-[92vh] overflow-y-auto rounded-b-none p-4 sm:start-1/2 sm:bottom-auto sm:top-1/2 sm:w-[min(30rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-b-lg sm:p-6 rtl:sm:translate-x-1/2"
      ref={content}
      tabIndex={-1}
      // On a phone a focused date field would open the keyboard over the quick dates: the dialog itself takes the focus.
      onOpenAutoFocus={(event) => {
        event.preventDefault()
        content.current?.focus()
      }}
    >
      <Dialog.Title className="text-lg font-semibold">
        {OUTCOME_LABEL[initial.kind]}: {caseNo}
      </Dialog.Title>
      <Dialog.Description className="mb-4 text-sm break-words text-slate-700 dark:text-slate-300">
        {disposal ? `${caseTitle}. The case becomes read-only once this is saved.` : caseTitle}
      </Dialog.Description>
      <FormProvider {...form}>
        <form noValidate className="space-y-4" onSubmit={form.handleSubmit(onRecord)}>
          {!disposal && (
            <>
              <div>
                <DateInput name="nextDate" label="Next Hearing Date" required hint="DD-MM-YYYY, after the current hearing" />
                <div className="mt-2 flex flex-wrap gap-2" role="group" aria-label="Quick next dates">
                  {QUICK.map(([label, days]) => (
                    <button
                      key={label}
                      type="button"
                      className="btn-secondary min-h-11 px-3"
                      onClick={() => form.setValue('nextDate', courtDay(days), { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
                    >
                      In {label}
                    </button>
                  ))}
                </div>
              </div>
              <SelectInput name="purpose" label="Purpose" options={PURPOSES.map((p) => ({ value: p, label: p }))} />
            </>
          )}
          <TextInput name="note" label="Note" maxLength={NOTE_MAX} hint="Optional, kept with the hearing" autoComplete="off" />
          <div className="flex justify-end gap-2 pt-2">
            <button type="button" className="btn-secondary min-h-11" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className={disposal ? 'btn-danger min-h-11' : 'btn-primary min-h-11'}>
              Record {OUTCOME_LABEL[initial.kind].toLowerCase()}
            </button>
          </div>
        </form>
      </FormProvider>
    </Modal>
  )
}
