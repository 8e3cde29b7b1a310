import { KIND, authUser, fail, http, idOf, ok, requireAdmin, requireId } from '../http'
import { findRow, listOf, unique } from '../kit'
import { commit, db, provider } from '../provider'
import type { SchedulerJob } from '../db'

export const JOB_ADDED = 'Scheduler job added successfully.'
export const JOB_UPDATED = 'Scheduler job updated.'
export const JOB_EXISTS = (name: string) => `The scheduler job "${name}" already exists.`
export const EMAIL_SETTINGS_UPDATED = 'Email settings updated.'
export const PASSWORD_CHANGED = 'Your password has been changed.'
export const WRONG_OLD_PASSWORD = 'The old password is not correct.'
export const CONFIRM_MISMATCH = 'Confirm password not match with new password'
export const SAME_PASSWORD = 'The new password must differ from the old password.'
/** Spec 1 §5's reset-password rule, applied to a changed password as well. */
export const PASSWORD_RULE_TEXT =
  'Password must be of minimum 6 and maximum 16 characters including one special character, one number and one alphabet'
const PASSWORD_RULE = /^(?=.*\d)(?=.*[A-Z])(?=.*[!@#$%^&*])[A-Za-z\d!@#$%^&*]{6,16}$/

const uniqueJob = (name: string, except?: number) => unique('schedulerJobs', 'jobName', name, JOB_EXISTS, { except })

/** Only the fields of the job's type are kept: the day for Weekly, the date for Monthly. */
function schedule(type: SchedulerJob['jobType'], weekDay: SchedulerJob['weekDay'], monthDate: number | null) {
  if (type === 'Weekly' && !weekDay) throw fail(400, 'A weekly job needs a week day.')
  if (type === 'Monthly' && !monthDate) throw fail(400, 'A monthly job needs a month date.')
  return { weekDay: type === 'Weekly' ? weekDay : ('' as const), monthDate: type === 'Monthly' ? monthDate : null }
}

/** Scheduler jobs and e-mail settings (spec 3 §2.10; administrators only), and the signed-in user's password (§2.12). */
export const settingsHandlers = [
  http.post('/scheduler-list', async ({ request, response }) => {
    requireAdmin(request)
    const body = await request.json()
    const { rows, totalCount } = listOf(db().schedulerJobs, body, { search: (j) => [j.jobName, j.jobType, j.weekDay, j.status] })
    return response(200).json(
      ok({
        totalCount,
        jobList: rows.map((j) => ({
          encryptedJobId: idOf(KIND.job, j.jobId),
          jobName: j.jobName,
          jobType: j.jobType,
          weekDay: j.weekDay,
          monthDate: j.monthDate,
          triggerTime: j.triggerTime,
          status: j.status,
        })),
      }),
    )
  }),

  http.post('/add-scheduler-detail', async ({ request, response }) => {
    requireAdmin(request)
    const body = await request.json()
    uniqueJob(body.Name)
    const jobId = provider().nextId('schedulerJobs')
    db().schedulerJobs.push({
      jobId,
      jobName: body.Name,
      jobType: body.Type,
      ...schedule(body.Type, body.WeekDay, body.MonthDate),
      triggerTime: body.TriggerTime,
      status: body.ActiveStatus === 'InActive' ? 'InActive' : 'Active',
    })
    commit()
    return response(200).json(ok({ encryptedJobId: idOf(KIND.job, jobId) }, JOB_ADDED))
  }),

  http.post('/update-scheduler-detail', async ({ request, response }) => {
    requireAdmin(request)
    const body = await request.json()
    const job = findRow('schedulerJobs', body.EncryptedJobId)
    const id = job.jobId
    uniqueJob(body.JobName, id)
    Object.assign(job, {
      jobName: body.JobName,
      jobType: body.JobType,
      ...schedule(body.JobType, body.WeekDay, body.MonthDate),
      triggerTime: body.TriggerTime,
      status: body.Status,
    })
    commit()
    return response(200).json(ok(null, JOB_UPDATED))
  }),

  http.post('/view-email-setting-detail', async ({ request, response }) => {
    requireAdmin(request)
    const setting = db().emailSettings[0]
    if (!setting) throw fail(404, 'No email settings were found.')
    return response(200).json(
      ok({
        encryptedEmailSettingId: idOf(KIND.emailSetting, setting.emailSettingId),
        emailTitle: setting.emailTitle,
        fromEmail: setting.fromEmail,
        fromEmailPassword: setting.emailPassword,
        bccEmail: setting.bccEmail,
        provider: setting.provider,
        port: setting.port,
        host: setting.host,
      }),
    )
  }),

  http.post('/update-email-settings', async ({ request, response }) => {
    requireAdmin(request)
    const body = await request.json()
    const setting = findRow('emailSettings', body.encryptedEmailSettingId)
    Object.assign(setting, {
      emailTitle: body.emailTitle,
      fromEmail: body.fromEmail,
      emailPassword: body.fromEmailPassword,
      bccEmail: body.bccEmail ?? '',
      provider: body.provider ?? '',
      port: body.port,
      host: body.host,
    })
    commit()
    return response(200).json(ok(null, EMAIL_SETTINGS_UPDATED))
  }),

  http.post('/change-password', async ({ request, response }) => {
    const user = authUser(request)
    const { oldPassword, newPassword, confirmPassword, encryptedSecurityUserId } = await request.json()
    // Any signed-in user changes their own password, and only their own.
    if (requireId(KIND.user, encryptedSecurityUserId, 'The account') !== user.userId) throw fail(403, 'You can change only your own password.')
    if (user.password !== oldPassword) throw fail(400, WRONG_OLD_PASSWORD)
    if (newPassword !== confirmPassword) throw fail(400, CONFIRM_MISMATCH)
    if (!PASSWORD_RULE.test(newPassword)) throw fail(400, PASSWORD_RULE_TEXT)
    if (newPassword === oldPassword) throw fail(400, SAME_PASSWORD)
    user.password = newPassword
    // Other sessions of the user end; this one goes on.
    const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1]
    db().sessions = db().sessions.filter((s) => s.userId !== user.userId || s.token === token)
    commit()
    return response(200).json(ok(null, PASSWORD_CHANGED))
  }),
]
