import type { EmailSetting, SchedulerJob } from '../types'

export function generateSchedulerJobs(): SchedulerJob[] {
  const jobs: Omit<SchedulerJob, 'jobId'>[] = [
    { jobName: 'HEARING REMINDER SMS', jobType: 'Daily', weekDay: '', monthDate: null, triggerTime: '07:00', status: 'Active' },
    { jobName: 'ACTION REMINDER EMAIL', jobType: 'Daily', weekDay: '', monthDate: null, triggerTime: '08:30', status: 'Active' },
    { jobName: 'WEEKLY CASE DIARY EMAIL', jobType: 'Weekly', weekDay: 'Monday', monthDate: null, triggerTime: '18:00', status: 'Active' },
    { jobName: 'PENDING NEXT DATE DIGEST', jobType: 'Weekly', weekDay: 'Saturday', monthDate: null, triggerTime: '10:00', status: 'InActive' },
    { jobName: 'SUBSCRIPTION RENEWAL REMINDER', jobType: 'Monthly', weekDay: '', monthDate: 1, triggerTime: '09:00', status: 'Active' },
    { jobName: 'MONTHLY CASH COLLECTION REPORT', jobType: 'Monthly', weekDay: '', monthDate: 28, triggerTime: '20:30', status: 'Active' },
    { jobName: 'DATABASE BACKUP', jobType: 'Daily', weekDay: '', monthDate: null, triggerTime: '23:45', status: 'InActive' },
  ]
  return jobs.map((job, i) => ({ jobId: i + 1, ...job }))
}

export function generateEmailSettings(): EmailSetting[] {
  return [
    {
      emailSettingId: 1,
      emailTitle: 'CASE DIARY',
      fromEmail: 'noreply@example.com',
      emailPassword: 'Mail@2026',
      bccEmail: 'records@example.com',
      provider: 'SMTP',
      port: 587,
      host: 'smtp.example.com',
    },
  ]
}
