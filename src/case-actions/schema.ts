import * as z from 'zod/mini'
import type { components } from '@/api/schema.gen'
import type { Option } from '@/components/form/select-field'
import { dateText } from '@/lib/date-schema'
import { displayDate, todayWire } from '@/lib/dates'
import { inputToWire } from '@/lib/date-input'
import { formRule } from '@/lib/form-rule'
import { maxStoredLength, upperCased } from '@/lib/payload'
import { TEXTS } from './action-texts'

type Action = components['schemas']['ActionDetailRow']
type AddRequest = components['schemas']['ActionAddRequest']

/** Spec 2 §5, §9: action text 200 characters, reminder days 2 digits. */
export const ACTION_ITEM_MAX = 200
export const REMINDER_DAYS_MAX = 2

/** Spec 2 §5 and §8 (client and case shown as toasts: the dialog has no field of its own for them), from the catalog. */
export const MESSAGES = TEXTS.rules

/** Spec 2 §4: an action is Open or Close. */
export const STATUS_OPTIONS: readonly Option[] = [
  { value: 'Open', label: TEXTS.actions.statuses.Open },
  { value: 'Close', label: TEXTS.actions.statuses.Close },
]

/**
 * Spec 2 §5, the action dialog. The client, the case and its register date come from the screen that
 * opens the dialog; they are part of the form so every message shows in one round at the first Save.
 * The action date is later than the register date and not before today (checked at Save, on this
 * device's calendar).
 */
export const actionSchema = z
  .object({
    clientCode: z.string().check(z.minLength(1, MESSAGES.client)),
    caseNo: z.string().check(z.minLength(1, MESSAGES.caseNo)),
    /** The case's register date, YYYY-MM-DD. */
    registerDate: z.string(),
    date: dateText(MESSAGES.date),
    reminderDays: z.string().check(
      z.trim(),
      z.minLength(1, MESSAGES.reminderDays),
      z.refine((v) => /^\d*$/.test(v), MESSAGES.reminderDaysDigits),
      z.maxLength(REMINDER_DAYS_MAX, MESSAGES.reminderDaysTooLong),
    ),
    reminderStatus: z.string().check(z.refine((v) => v === 'Open' || v === 'Close', MESSAGES.status)),
    actionItem: z.string().check(z.trim(), z.minLength(1, MESSAGES.actionItem), maxStoredLength(ACTION_ITEM_MAX, MESSAGES.actionItemTooLong)),
  })
  .check(
    formRule<{ date: string; registerDate: string }>((value, ctx) => {
      const date = typeof value.date === 'string' ? inputToWire(value.date) : ''
      if (!date) return
      if (value.registerDate && date <= value.registerDate) ctx.addIssue({ code: 'custom', message: MESSAGES.notAfterRegister, path: ['date'] })
      else if (date < todayWire()) ctx.addIssue({ code: 'custom', message: MESSAGES.beforeToday, path: ['date'] })
    }),
  )
export type ActionForm = z.infer<typeof actionSchema>

/** A new action of no case yet: Open (spec 2 §2: the status is chosen only when editing). */
export const EMPTY: ActionForm = { clientCode: '', caseNo: '', registerDate: '', date: '', reminderDays: '', reminderStatus: 'Open', actionItem: '' }

/** An action of the list, in the form, for the case the dialog shows. */
export const toForm = (action: Action, blank: ActionForm): ActionForm => ({
  ...blank,
  date: displayDate(action.date),
  reminderDays: action.reminderDays === undefined ? '' : String(action.reminderDays),
  reminderStatus: action.reminderStatus,
  actionItem: action.actionItem,
})

/** Spec 2 §3: what the create and update calls share; the action item upper-cased, the date and days as the wire has them. */
export const toPayload = (form: ActionForm): Omit<AddRequest, 'EncryptedAdvocateCode' | 'CreatedBy' | 'AddUser'> => ({
  ClientCode: form.clientCode,
  RegistrationDate: form.registerDate,
  NextDate: inputToWire(form.date),
  CaseNo: form.caseNo,
  ReminderDays: Number(form.reminderDays),
  ReminderStatus: form.reminderStatus as AddRequest['ReminderStatus'],
  ...upperCased({ ActionItem: form.actionItem }),
})
