import { translate } from '@/i18n/texts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { chooseLanguage } from '@/i18n/texts'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { provider } from '@mocks/provider'
import { JOB_ADDED } from '@mocks/handlers/settings'
import { openModule } from '../../../tests/support/open-module'
import { EMPTY, EMPTY_EMAIL, MESSAGES, emailSchema, schedulerSchema, type EmailForm, type SchedulerForm } from './schema'
import { patience } from '../../../tests/timeouts'

const user = () => userEvent.setup()
const saveButton = () => screen.getByRole('button', { name: translate('Save') })
const field = (label: RegExp) => screen.getByLabelText(label)
const jobs = () => provider().db.schedulerJobs
const open = () => openModule('/system-settings', 'System Settings')
async function fillNewJob(u: ReturnType<typeof user>, name: string) {
  await u.click(screen.getByRole('button', { name: translate('New') }))
  await u.type(field(/^Job Name/), name)
  await u.selectOptions(field(/^Type/), 'Daily')
  fireEvent.change(field(/^Trigger Time/), { target: { value: '06:15' } })
}

const messages = <T,>(schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }, value: T) => {
  const result = schema.safeParse(value)
  return result.success ? [] : result.error!.issues.map((i) => i.message)
}
const job = (patch: Partial<SchedulerForm>): SchedulerForm => ({ ...EMPTY, jobName: 'Backup', jobType: 'Daily', triggerTime: '01:00', ...patch })
const email = (patch: Partial<EmailForm>): EmailForm => ({
  ...EMPTY_EMAIL,
  emailTitle: 'Diary',
  fromEmail: 'a@b.in',
  port: '587',
  fromEmailPassword: 'x',
  host: 'smtp.b.in',
  ...patch,
})

describe('scheduler and email validation (spec 3 §5)', () => {
  it.each<[Partial<SchedulerForm>, string | null]>([
    [{ jobName: '' }, MESSAGES.jobName],
    [{ jobName: 'J'.repeat(51) }, MESSAGES.jobNameTooLong],
    [{ jobName: 'J'.repeat(50) }, null],
    [{ jobType: '' }, MESSAGES.type],
    [{ jobType: 'Weekly' }, MESSAGES.weekDay],
    [{ jobType: 'Weekly', weekDay: 'Monday' }, null],
    [{ jobType: 'Monthly' }, MESSAGES.monthDate],
    [{ jobType: 'Monthly', monthDate: '31' }, null],
    [{ jobType: 'Monthly', monthDate: '32' }, MESSAGES.monthDateRange],
    [{ jobType: 'Monthly', monthDate: '0' }, MESSAGES.monthDateRange],
    [{ triggerTime: '' }, MESSAGES.time],
  ])('job %j → %s', (patch, message) => expect(messages(schedulerSchema, job(patch))).toEqual(message ? [message] : []))

  it.each<[Partial<EmailForm>, string | null]>([
    [{ emailTitle: '' }, MESSAGES.emailTitle],
    [{ emailTitle: 'T'.repeat(51) }, MESSAGES.emailTitleTooLong],
    [{ emailTitle: 'T'.repeat(50) }, null],
    [{ fromEmail: '' }, MESSAGES.fromEmail],
    [{ fromEmail: 'a@b.c' }, MESSAGES.invalidEmail],
    [{ fromEmail: 'a@b.co' }, null],
    [{ fromEmail: 'a@b.com' }, null],
    [{ fromEmail: 'a@b.comm' }, MESSAGES.invalidEmail],
    [{ bccEmail: 'records@b.in' }, null],
    [{ bccEmail: 'records@b' }, MESSAGES.invalidEmail],
    [{ port: '' }, MESSAGES.port],
    [{ port: '65535' }, null],
    [{ port: '65536' }, MESSAGES.portRange],
    [{ fromEmailPassword: '' }, MESSAGES.password],
    [{ host: ' ' }, MESSAGES.host],
  ])('email %j → %s', (patch, message) => expect(messages(emailSchema, email(patch))).toEqual(message ? [message] : []))
})

describe('System Settings: schedulers', () => {
  it('lists jobs with their columns, searchable', async () => {
    const u = user()
    await open()
    for (const name of ['Job Name', 'Job Type', 'Week Day', 'Month Date', 'Time', 'Status']) expect(screen.getByRole('columnheader', { name })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Create Scheduler' })).toBeDisabled()
    await u.type(screen.getByRole('searchbox', { name: 'Search Schedulers' }), 'diary')
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2), { timeout: patience(3000) })
    expect(screen.getByRole('cell', { name: 'WEEKLY CASE DIARY EMAIL' })).toBeInTheDocument()
  })

  it('lets the type drive week day and month date', async () => {
    const u = user()
    await open()
    await u.click(screen.getByRole('button', { name: translate('New') }))
    expect(field(/^Status/)).toHaveValue('Active')
    expect(field(/^Week Day/)).toBeDisabled()
    expect(field(/^Month Date/)).toBeDisabled()
    await u.selectOptions(field(/^Type/), 'Weekly')
    expect(field(/^Week Day/)).toBeEnabled()
    await u.selectOptions(field(/^Week Day/), 'Friday')
    await u.selectOptions(field(/^Type/), 'Monthly')
    expect(field(/^Week Day/)).toHaveValue('')
    expect(field(/^Week Day/)).toBeDisabled()
    expect(field(/^Month Date/)).toBeEnabled()
    await u.type(field(/^Month Date/), '15')
    await u.selectOptions(field(/^Type/), 'Weekly')
    expect(field(/^Month Date/)).toHaveValue('')
    await u.selectOptions(field(/^Week Day/), 'Monday')
    await u.selectOptions(field(/^Type/), 'Daily')
    expect(field(/^Week Day/)).toHaveValue('')
    expect(field(/^Week Day/)).toBeDisabled()
    expect(field(/^Month Date/)).toBeDisabled()
  })

  // 'Select day' is also the day list's placeholder: the message is read from the field's description.
  it.each([
    ['Weekly', /^Week Day/, MESSAGES.weekDay],
    ['Monthly', /^Month Date/, MESSAGES.monthDate],
  ])('shows every failing rule of a %s job at the first Save', async (type, dayField, dayMessage) => {
    const u = user()
    await open()
    await u.click(screen.getByRole('button', { name: translate('New') }))
    await u.selectOptions(field(/^Type/), type)
    await u.click(saveButton())
    await waitFor(() => expect(field(/^Job Name/)).toHaveAccessibleDescription(MESSAGES.jobName))
    expect(field(/^Trigger Time/)).toHaveAccessibleDescription(MESSAGES.time)
    expect(field(dayField)).toHaveAccessibleDescription(dayMessage)
  })

  it('after a create keeps the job, opens the list at page 1 with Save disabled; the next save updates it', async () => {
    const u = user()
    await open()
    const before = jobs().length
    await fillNewJob(u, 'Nightly Sync')
    await u.click(saveButton())
    expect(await screen.findByText(JOB_ADDED)).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Schedulers' })).toHaveAttribute('aria-selected', 'true'))
    expect(saveButton()).toBeDisabled()
    expect(jobs()).toHaveLength(before + 1)
    expect(jobs().at(-1)).toMatchObject({ jobName: 'NIGHTLY SYNC', jobType: 'Daily', weekDay: '', monthDate: null, triggerTime: '06:15', status: 'Active' })
    expect(await screen.findByRole('cell', { name: 'NIGHTLY SYNC' })).toBeInTheDocument()
    await u.click(screen.getByRole('tab', { name: 'Create Scheduler' }))
    expect(field(/^Job Name/)).toHaveValue('Nightly Sync')
    await u.selectOptions(field(/^Status/), 'InActive')
    await u.click(saveButton())
    expect(await screen.findByText(MESSAGES.updated)).toBeInTheDocument()
    expect(jobs()).toHaveLength(before + 1)
    expect(jobs().at(-1)?.status).toBe('InActive')
  })

  it('opens a monthly job and saves a change', async () => {
    const u = user()
    await open()
    await u.dblClick(screen.getByRole('cell', { name: 'SUBSCRIPTION RENEWAL REMINDER' }))
    await waitFor(() => expect(field(/^Month Date/)).toHaveValue('1'))
    expect(field(/^Week Day/)).toBeDisabled()
    expect(saveButton()).toBeDisabled()
    await u.clear(field(/^Month Date/))
    await u.type(field(/^Month Date/), '5')
    await u.click(saveButton())
    expect(await screen.findByText(MESSAGES.updated)).toBeInTheDocument()
    expect(jobs().find((j) => j.jobName === 'SUBSCRIPTION RENEWAL REMINDER')?.monthDate).toBe(5)
  })

})

describe('System Settings: email', () => {
  it('loads the settings with the password masked, and saves a change with the one Save, the toolbar\'s', async () => {
    const u = user()
    await open()
    await u.click(screen.getByRole('tab', { name: 'Email' }))
    await waitFor(() => expect(field(/^Email Title/)).toHaveValue('CASE DIARY'))
    expect(screen.getAllByRole('button', { name: /Save/ })).toEqual([saveButton()])
    expect(saveButton()).toBeDisabled()
    const password = field(/^From Email Password/)
    expect(password).toHaveAttribute('type', 'password')
    await u.click(screen.getByRole('button', { name: 'Show from email password' }))
    expect(password).toHaveAttribute('type', 'text')
    await u.clear(field(/^From Email(?! Password)/))
    await u.type(field(/^From Email(?! Password)/), 'alerts@example')
    await u.click(saveButton())
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeInTheDocument()
    await u.type(field(/^From Email(?! Password)/), '.in')
    await u.clear(password)
    await u.type(password, 'New@Pass1')
    await u.click(saveButton())
    expect(await screen.findByText(MESSAGES.emailUpdated)).toBeInTheDocument()
    await waitFor(() => expect(saveButton()).toBeDisabled())
    // Back on the schedulers, Save is theirs again.
    await u.click(screen.getByRole('tab', { name: 'Schedulers' }))
    expect(saveButton()).toBeDisabled()
    expect(provider().db.emailSettings[0]).toMatchObject({ fromEmail: 'alerts@example.in', emailPassword: 'New@Pass1', emailTitle: 'CASE DIARY' })
  })

  it('only logs a failed email-settings fetch', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    server.use(http.post('*/api/view-email-setting-detail', () => HttpResponse.json({ status: 500, message: 'Settings down.', data: null }, { status: 500 })))
    await open()
    await waitFor(() => expect(log).toHaveBeenCalledWith('Email settings could not be loaded:', expect.anything()), { timeout: patience(4000) })
    expect(screen.queryByText('Settings down.')).not.toBeInTheDocument()
    log.mockRestore()
  })
})

describe('System Settings in Hindi', () => {
  afterEach(() => chooseLanguage('en'))

  it('shows the scheduler form, its choices and its rule message in Hindi', async () => {
    await chooseLanguage('hi')
    const u = user()
    await open()
    // The list names a job's type and day in Hindi too.
    const weekly = screen.getByRole('row', { name: /WEEKLY CASE DIARY EMAIL/ })
    expect(within(weekly).getByRole('cell', { name: 'हर सप्ताह' })).toBeInTheDocument()
    expect(within(weekly).getByRole('cell', { name: 'सोमवार' })).toBeInTheDocument()
    await u.click(screen.getByRole('button', { name: translate('New') }))
    await u.type(await screen.findByLabelText(/^काम का नाम/), ' ')
    expect(screen.getByRole('option', { name: 'हर सप्ताह' })).toBeInTheDocument()
    await u.selectOptions(field(/^प्रकार/), 'Weekly')
    expect(screen.getByRole('option', { name: 'मंगलवार' })).toBeInTheDocument()
    await u.click(saveButton())
    expect(await screen.findByText('काम का नाम लिखें')).toBeInTheDocument()
  })
})
