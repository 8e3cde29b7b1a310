import { useMemo, useRef } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { FormProvider, useForm, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { PURPOSES } from '@/case-actions/next-date'
import { DateInput, SelectInput, TextInput } from '@/components/form/form-fields'
import { Modal } from '@/components/modal'
import { courtDayAfter, displayDate, toWire } from '@/lib/dates'
import { useCommon } from '@/components/texts'
import { useTexts as useCodeNames } from '@/records/code-texts'
import { auditName } from '@/session/session-store'
import { NOTE_MAX, outcomeForm, outcomeSchema, toNextDatePayload, type CaseRecord, type OutcomeForm, type SaveRequest, type WrittenOutcome } from './outcome'
import { useTexts } from './texts'

export interface OutcomeDialogProps {
  open: boolean
  /** The hearing's case number and title, said in the dialog. */
  caseNo: string
  caseTitle: string
  /** The outcome chosen on the card, and the case it is recorded for. */
  kind: WrittenOutcome
  caseRecord: CaseRecord
  /** The advocate whose diary the save goes to. */
  advocate: string
  onRecord: (outcome: { kind: WrittenOutcome; payload: SaveRequest }) => void
  onClose: () => void
}

/** A quick date: a Sunday's falls on the Monday after. */
const courtDay = (days: number) => displayDate(toWire(courtDayAfter(days)))
/** Weeks ahead a quick date offers. */
const QUICK = [1, 2, 4] as const

/**
 * One outcome of one hearing, recorded in one step: the date and purpose (not for a disposal) and a short note. The
 * outcome's rules and its save come with the dialog, not with the board: the court day's first render loads none of
 * the form's rules (zod's among them), only what the board shows.
 */
export default function OutcomeDialogContent({ open, caseNo, caseTitle, kind, caseRecord, advocate, onRecord, onClose }: OutcomeDialogProps) {
  const all = useTexts()
  const t = all.dialog
  const c = useCommon()
  const names = useCodeNames()
  const initial = useMemo(() => outcomeForm(kind, caseRecord), [kind, caseRecord])
  const form = useForm<OutcomeForm>({ resolver: zodResolver(outcomeSchema) as unknown as Resolver<OutcomeForm>, values: initial })
  const record = (values: OutcomeForm) => onRecord({ kind: values.kind, payload: toNextDatePayload(values, caseRecord, advocate, auditName()) })
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
        {all.outcomes[initial.kind]}: {caseNo}
      </Dialog.Title>
      <Dialog.Description className="mb-4 text-sm break-words text-slate-700 dark:text-slate-300">
        {disposal ? t.readOnlyAfter(caseTitle) : caseTitle}
      </Dialog.Description>
      <FormProvider {...form}>
        <form noValidate className="space-y-4" onSubmit={form.handleSubmit(record)}>
          {!disposal && (
            <>
              <div>
                <DateInput name="nextDate" label={c.fields.nextHearingDate} required hint={t.nextDateHint} />
                <div className="mt-2 flex flex-wrap gap-2" role="group" aria-label={t.quickDates}>
                  {QUICK.map((weeks) => (
                    <button
                      key={weeks}
                      type="button"
                      className="btn-secondary min-h-11 px-3"
                      onClick={() => form.setValue('nextDate', courtDay(weeks * 7), { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
                    >
                      {t.inWeeks(weeks)}
                    </button>
                  ))}
                </div>
              </div>
              <SelectInput name="purpose" label={c.fields.purpose} options={PURPOSES.map((p) => ({ value: p, label: names.purposes[p] }))} />
            </>
          )}
          <TextInput name="note" label={t.note} maxLength={NOTE_MAX} hint={t.noteHint} autoComplete="off" />
          <div className="flex justify-end gap-2 pt-2">
            <button type="button" className="btn-secondary min-h-11" onClick={onClose}>
              {c.cancel}
            </button>
            <button type="submit" className={disposal ? 'btn-danger min-h-11' : 'btn-primary min-h-11'}>
              {t.record[initial.kind]}
            </button>
          </div>
        </form>
      </FormProvider>
    </Modal>
  )
}
