import { defineTexts } from '@/i18n/texts'

/** System settings' words in English (spec 3 §2.10); texts.hi.ts and texts.mr.ts give them in Hindi and Marathi. */
export const TEXTS = {
  module: { title: 'System Settings', listTab: 'Schedulers', detailTab: 'Create Scheduler', emailTab: 'Email' },
  columns: { jobName: 'Job Name', jobType: 'Job Type', weekDay: 'Week Day', monthDate: 'Month Date', time: 'Time' },
  scheduler: {
    jobName: 'Job Name',
    type: 'Type',
    selectType: 'Select Type',
    weekDay: 'Week Day',
    selectDay: 'Select day',
    monthDate: 'Month Date',
    monthDateHint: '1 to 31',
    triggerTime: 'Trigger Time',
    selectStatus: 'Select status',
    /** The values sent stay English; these are their names on screen. */
    jobTypes: { Daily: 'Daily', Weekly: 'Weekly', Monthly: 'Monthly' },
    weekDays: { Sunday: 'Sunday', Monday: 'Monday', Tuesday: 'Tuesday', Wednesday: 'Wednesday', Thursday: 'Thursday', Friday: 'Friday', Saturday: 'Saturday' },
    statuses: { Active: 'Active', InActive: 'InActive' },
  },
  email: {
    form: 'Email settings',
    title: 'Email Title',
    bcc: 'BCC Email',
    provider: 'Provider',
    from: 'From Email',
    port: 'Port',
    password: 'From Email Password',
    host: 'Host',
  },
  messages: {
    jobName: 'Enter job name',
    jobNameTooLong: 'Job name can have at most 50 characters',
    type: 'Select Type',
    weekDay: 'Select day',
    monthDate: 'Enter date',
    monthDateRange: 'Enter a date from 1 to 31',
    time: 'Please enter time',
    updated: 'Scheduler details updated successfully!',
    added: 'Scheduler job added successfully.',
    emailTitle: 'Enter email title',
    emailTitleTooLong: 'Email title can have at most 50 characters',
    fromEmail: 'Enter from email',
    invalidEmail: 'Please enter valid email address',
    password: 'Enter from email password',
    port: 'Enter port',
    portRange: 'Enter a port from 1 to 65535',
    host: 'Enter host',
    emailUpdated: 'Email setting details updated successfully!',
  },
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./texts.hi'), mr: () => import('./texts.mr') })
