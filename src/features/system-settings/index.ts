import { api } from '@/api/client'
import type { components } from '@/api/schema.gen'
import { defineModule } from '@/shell/define-module'
import { auditName } from '@/session/session-store'
import { columns } from './columns'
import { EmailSettings } from './email-settings'
import { SchedulerFields } from './scheduler-fields'
import { TEXTS } from './texts'
import { EMPTY, MESSAGES, schedulerSchema, toSchedule } from './schema'

type Job = components['schemas']['SchedulerJob']

/** Spec 3 §2.10: scheduler jobs (list and form) and, in a third tab, the outgoing e-mail settings. */
export const systemSettingsModule = defineModule({
  title: TEXTS.module.title,
  listTab: TEXTS.module.listTab,
  detailTab: TEXTS.module.detailTab,
  extraTabs: [{ value: 'email', label: TEXTS.module.emailTab, Panel: EmailSettings }],
  // Spec 3 §4: after a create the job is kept for update, the list shows page 1 and Save is disabled.
  afterCreate: 'list',
  list: {
    path: '/scheduler-list',
    rows: (data) => data.jobList,
    columns,
    rowId: (row: Job) => row.encryptedJobId,
  },
  form: { schema: schedulerSchema, empty: EMPTY, Fields: SchedulerFields },
  idOf: (row) => row.encryptedJobId,
  load: (row) => ({
    jobName: row.jobName,
    jobType: row.jobType,
    weekDay: row.weekDay ?? '',
    monthDate: row.monthDate === null || row.monthDate === undefined ? '' : String(row.monthDate),
    triggerTime: row.triggerTime,
    status: row.status === 'InActive' ? ('InActive' as const) : ('Active' as const),
  }),
  create: async (values) => {
    const job = toSchedule(values)
    const { data } = await api.POST('/add-scheduler-detail', {
      body: { Name: job.name, Type: job.type, TriggerTime: job.triggerTime, WeekDay: job.weekDay, MonthDate: job.monthDate, ActiveStatus: job.status, AddUser: auditName() },
    })
    return { message: data!.message, id: data!.data.encryptedJobId }
  },
  update: async (id, values) => {
    const job = toSchedule(values)
    await api.POST('/update-scheduler-detail', {
      body: { EncryptedJobId: id, JobName: job.name, JobType: job.type, TriggerTime: job.triggerTime, WeekDay: job.weekDay, MonthDate: job.monthDate, Status: job.status, modifyUser: auditName() },
    })
    return { message: MESSAGES.updated }
  },
})
