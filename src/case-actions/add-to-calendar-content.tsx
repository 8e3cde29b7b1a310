import { useEffect, useState } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { FormProvider, useForm, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { CalendarArrowDown } from 'lucide-react'
import { errorMessage } from '@/api/errors'
import { NO_RECORDS } from '@/components/data-table/texts'
import { DateInput } from '@/components/form/form-fields'
import { toast } from '@/components/toast'
import { Modal, ModalHeader } from '@/components/modal'
import type { AddToCalendarDialogProps } from './add-to-calendar'
import { calendarRange, fetchHearings, rangeToWire, thisWeek, type CalendarRange } from './calendar-export'
import { useCommon } from '@/components/texts'
import { texts, useTexts } from './calendar-texts'

const loadWriter = () => import('./hearings-ics')

/** What the success toast says. */
export const savedMessage = (count: number, fileName: string) => texts().calendar.saved(count, fileName)

/** The dialog itself, loaded by AddToCalendarDialog on first open; every opening starts again at this week. */
export default function AddToCalendarContent({ open, onClose }: AddToCalendarDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      className="start-1/2 top-1/2 max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-1rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto p-4 sm:p-6 rtl:translate-x-1/2"
    >
      <AddToCalendarForm onClose={onClose} />
    </Modal>
  )
}

function AddToCalendarForm({ onClose }: { onClose: () => void }) {
  const t = useTexts().calendar
  const c = useCommon()
  const form = useForm<CalendarRange>({ resolver: zodResolver(calendarRange) as unknown as Resolver<CalendarRange>, defaultValues: thisWeek() })
  const [busy, setBusy] = useState(false)
  // The iCalendar writer loads while the user picks the dates.
  useEffect(() => void loadWriter().catch(() => undefined), [])

  const download = form.handleSubmit(async (range) => {
    const { from, to } = rangeToWire(range)
    setBusy(true)
    try {
      const rows = await fetchHearings(from, to)
      if (rows.length === 0) {
        toast.error(NO_RECORDS)
        return
      }
      const { downloadIcs, hearingsToIcs, rangeFileName } = await loadWriter()
      const fileName = rangeFileName(from, to)
      downloadIcs(hearingsToIcs(rows), fileName)
      toast.success(savedMessage(rows.length, fileName))
      onClose()
    } catch (error) {
      // The provider's message (a refused range, a lost session, a breakdown) is shown, never lost.
      toast.error(errorMessage(error))
    } finally {
      setBusy(false)
    }
  })

  return (
    <>
      <ModalHeader title={t.title} closeLabel={t.closeLabel} className="mb-1" />
      <Dialog.Description className="mb-4 text-sm text-slate-700 dark:text-slate-300">
        {t.intro}
      </Dialog.Description>
      <FormProvider {...form}>
        <form
          noValidate
          aria-label={t.formLabel}
          onSubmit={(event) => {
            // The dialog sits in the page's React tree: its submit must not reach a form of the page.
            event.stopPropagation()
            void download(event)
          }}
        >
          <div className="grid gap-3 sm:grid-cols-2">
            <DateInput name="fromDate" label={c.fields.fromDate} />
            <DateInput name="toDate" label={c.fields.toDate} />
          </div>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <button type="submit" className="btn-primary" disabled={busy}>
              <CalendarArrowDown size={16} aria-hidden="true" /> {busy ? t.preparing : t.download}
            </button>
            <Dialog.Close className="btn-secondary">{c.cancel}</Dialog.Close>
          </div>
        </form>
      </FormProvider>
    </>
  )
}
