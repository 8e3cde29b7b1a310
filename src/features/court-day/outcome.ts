import * as z from 'zod/mini'
import type { components } from '@/api/schema.gen'
import { NEXT_DATE_MESSAGES, caseContext, nextDateProblem, text, unchangedValues } from '@/case-actions/next-date'
import { inputToWire } from '@/lib/date-input'
import { dateText } from '@/lib/date-schema'
import { formRule } from '@/lib/form-rule'
import { storedText } from '@/lib/text-schema'
import { TEXTS } from './texts'

export type CaseRecord = components['schemas']['CaseRecord']
export type SaveRequest = components['schemas']['NextDateSaveRequest']

/**
 * What happened when a matter was called. Adjourned, Part-heard and Disposed are written through the
 * next-date call (`add-case-next-date-detail`), so history, dashboard, cause list and reports agree:
 * - Adjourned: the new date and purpose; the outcome and note become the hearing's comment.
 * - Part-heard: the hearing continues on a new date (the next-date rules apply), the purpose as chosen
 *   (by default the stage being heard); recorded as 'PART-HEARD' in the hearing's comment.
 * - Disposed: status DISPOSED and no further hearing: the save gives the current hearing date itself as
 *   the next date (the contract allows that only for a disposal); the case is then read-only.
 * - Passed over: the matter is called again later the same day, so there is no hearing to record and no
 *   date to move (a next date must lie after today's): it stays a mark on this device's board.
 */
export const OUTCOMES = ['adjourned', 'passed-over', 'part-heard', 'disposed'] as const
export type OutcomeKind = (typeof OUTCOMES)[number]
export type WrittenOutcome = Exclude<OutcomeKind, 'passed-over'>

/** In English: the hearing's comment the provider keeps (screens show `useTexts().outcomes`). */
export const OUTCOME_LABEL: Record<OutcomeKind, string> = TEXTS.outcomes

/** The hearing's comment holds the outcome and the note, at most 200 characters (spec 2 §5): the note keeps 180. */
export const NOTE_MAX = 180

export interface OutcomeForm {
  kind: WrittenOutcome
  /** DD-MM-YYYY as typed; unused for a disposal. */
  nextDate: string
  purpose: string
  note: string
  /** The case's current hearing and register dates (YYYY-MM-DD), for the next-date rules. */
  currentDate: string
  registerDate: string
}

export const outcomeSchema = z
  .object({
    kind: z.enum(['adjourned', 'part-heard', 'disposed']),
    nextDate: dateText(),
    purpose: z.string(),
    note: storedText('Note', NOTE_MAX),
    currentDate: z.string(),
    registerDate: z.string(),
  })
  .check(
    formRule<OutcomeForm>((value, ctx) => {
      if (value.kind === 'disposed' || typeof value.nextDate !== 'string') return
      const issue = (message: string) => ctx.addIssue({ code: 'custom', message, path: ['nextDate'] })
      if (!value.nextDate.trim()) return issue(NEXT_DATE_MESSAGES.nextDate)
      const wire = inputToWire(value.nextDate)
      const problem = wire && nextDateProblem(wire, value.currentDate, value.registerDate)
      if (problem) issue(problem)
    }),
  )

export const outcomeForm = (kind: WrittenOutcome, c: CaseRecord): OutcomeForm => ({
  kind,
  nextDate: '',
  purpose: text(c.purpose),
  note: '',
  currentDate: text(c.nextHearingDate),
  registerDate: text(c.caseRegisterDate),
})

/** The hearing's comment: the outcome, then the note, upper-cased as the provider keeps text. */
const comment = (kind: WrittenOutcome, note: string) => `${OUTCOME_LABEL[kind]}${note.trim() ? `: ${note.trim()}` : ''}`.toUpperCase().slice(0, 200)

/**
 * The next-date save of an outcome: the case's current values go back unchanged (the provider takes
 * court, judge, file placement and the rest from the save), with `PreviousDate` the hearing it was
 * recorded against, so a second send or a stale one is refused (409) rather than written.
 */
export function toNextDatePayload(form: OutcomeForm, c: CaseRecord, encryptedAdvocateCode: string, addUser: string): SaveRequest {
  const base = { ...caseContext(c), ...unchangedValues(c) }
  const purpose = (form.purpose || base.Purpose) as SaveRequest['Purpose']
  return {
    ...base,
    EncryptedAdvocateCode: encryptedAdvocateCode,
    ClientCode: c.clientCode,
    ClientCaseNo: c.clientCaseNo,
    AddUser: addUser,
    Description: comment(form.kind, form.note),
    ...(purpose ? { Purpose: purpose } : {}),
    ...(form.kind === 'disposed' ? { NextHearingDate: text(c.nextHearingDate), CaseStatus: 'DISPOSED' as const } : { NextHearingDate: inputToWire(form.nextDate) }),
  }
}
