import * as z from 'zod/mini'
import { EMAIL_PATTERN } from '@/lib/contact-schema'
import { formRule } from '@/lib/form-rule'
import { maxStoredLength, upperCased } from '@/lib/payload'
import { TEXTS } from './texts'

export const NAME_MAX = 50
export const JOB_TYPES = ['Daily', 'Weekly', 'Monthly'] as const
export const WEEK_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
export const JOB_STATUSES = ['Active', 'InActive'] as const
export type JobType = (typeof JOB_TYPES)[number]
export type WeekDay = (typeof WEEK_DAYS)[number]

export const MESSAGES = TEXTS.messages

const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message))

export const schedulerSchema = z
  .object({
    jobName: z.string().check(z.trim(), z.minLength(1, MESSAGES.jobName), maxStoredLength(NAME_MAX, MESSAGES.jobNameTooLong)),
    jobType: z.string().check(z.refine((v) => (JOB_TYPES as readonly string[]).includes(v), MESSAGES.type)),
    weekDay: z.string(),
    monthDate: z.string().check(z.trim()),
    triggerTime: required(MESSAGES.time),
    status: z.enum(JOB_STATUSES),
  })
  .check(
    // Spec §5: the day is required for Weekly jobs, the date for Monthly ones.
    formRule<{ jobType: string; weekDay: string; monthDate: string }>((form, ctx) => {
      if (form.jobType === 'Weekly' && !form.weekDay) ctx.addIssue({ code: 'custom', path: ['weekDay'], message: MESSAGES.weekDay })
      if (form.jobType !== 'Monthly') return
      if (!form.monthDate) ctx.addIssue({ code: 'custom', path: ['monthDate'], message: MESSAGES.monthDate })
      else if (!/^\d{1,2}$/.test(form.monthDate) || Number(form.monthDate) < 1 || Number(form.monthDate) > 31)
        ctx.addIssue({ code: 'custom', path: ['monthDate'], message: MESSAGES.monthDateRange })
    }),
  )
export type SchedulerForm = z.infer<typeof schedulerSchema>

export const EMPTY: SchedulerForm = { jobName: '', jobType: '', weekDay: '', monthDate: '', triggerTime: '', status: 'Active' }

/** The wire shape shared by create and update: the day only for Weekly, the date only for Monthly. */
export function toSchedule(form: SchedulerForm) {
  const type = form.jobType as JobType
  return {
    name: upperCased({ name: form.jobName }).name,
    type,
    triggerTime: form.triggerTime,
    weekDay: type === 'Weekly' ? (form.weekDay as WeekDay) : ('' as const),
    monthDate: type === 'Monthly' ? Number(form.monthDate) : null,
    status: form.status,
  }
}

/** Spec §5: a basic address whose domain ends in 2 or 3 letters (the contract's pattern). */

export const emailSchema = z.object({
  emailTitle: z.string().check(z.trim(), z.minLength(1, MESSAGES.emailTitle), maxStoredLength(NAME_MAX, MESSAGES.emailTitleTooLong)),
  /** Optional; when given, the same pattern and message as the from address. */
  bccEmail: z.string().check(z.trim(), z.refine((v) => v === '' || EMAIL_PATTERN.test(v), MESSAGES.invalidEmail)),
  provider: z.string().check(z.trim()),
  fromEmail: z.string().check(z.trim(), z.minLength(1, MESSAGES.fromEmail), z.refine((v) => v === '' || EMAIL_PATTERN.test(v), MESSAGES.invalidEmail)),
  port: z.string().check(
    z.trim(),
    z.minLength(1, MESSAGES.port),
    z.refine((v) => v === '' || (/^\d{1,5}$/.test(v) && Number(v) >= 1 && Number(v) <= 65535), MESSAGES.portRange),
  ),
  /** Never trimmed or upper-cased. */
  fromEmailPassword: z.string().check(z.minLength(1, MESSAGES.password)),
  host: required(MESSAGES.host),
})
export type EmailForm = z.infer<typeof emailSchema>

export const EMPTY_EMAIL: EmailForm = { emailTitle: '', bccEmail: '', provider: '', fromEmail: '', port: '', fromEmailPassword: '', host: '' }

/** Title and provider go upper-cased; addresses, host and password never are. */
export const toEmailPayload = (form: EmailForm) => ({
  ...upperCased(form, ['bccEmail', 'fromEmail', 'fromEmailPassword', 'host']),
  bccEmail: form.bccEmail.trim(),
  fromEmail: form.fromEmail.trim(),
  host: form.host.trim(),
  port: Number(form.port),
})
