import { describe, expect, it } from 'vitest'
import { api } from '@/api/client'
import { ApiError } from '@/api/errors'
import { DEMO_ACCOUNTS } from '@mocks/db'
import { DETAIL_EXISTS, LITIGATION_EXISTS } from '@mocks/handlers/litigation'
import { PASSWORD_CHANGED, WRONG_OLD_PASSWORD } from '@mocks/handlers/settings'
import { MESSAGES } from '@mocks/http'
import { signInAs } from '../support/session'

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof ApiError ? { status: error.status, message: error.message } : error),
  )

describe('litigation types (every answer checked against the contract)', () => {
  it('lists, adds a type and a detail, updates both; names are unique ignoring case', async () => {
    await signInAs('admin')
    const list = await api.POST('/litigation-list', { body: { pageNumber: 1, pageSize: 5 } })
    expect(list.data?.data.litigationList).toHaveLength(5)
    const added = await api.POST('/add-litigation-type-master', { body: { litigationName: 'ARBITRATION', addUser: 'ADMIN' } })
    const encryptedLitigationCode = added.data!.data.encryptedLitigationCode
    expect(await failure(api.POST('/add-litigation-type-master', { body: { litigationName: 'arbitration' } }))).toEqual({ status: 409, message: LITIGATION_EXISTS('ARBITRATION') })
    await api.POST('/add-litigation-type-detail', { body: { encryptedLitigationCode, litigationTypeDetailName: 'DOMESTIC', activeStatus: 'Active', addUser: 'ADMIN' } })
    expect(
      await failure(api.POST('/add-litigation-type-detail', { body: { encryptedLitigationCode, litigationTypeDetailName: 'Domestic', activeStatus: 'Active', addUser: 'ADMIN' } })),
    ).toEqual({ status: 409, message: DETAIL_EXISTS('DOMESTIC') })
    const rows = await api.POST('/litigation-type-Detail-list', { body: { LitigationCode: added.data!.data.litigationCode! } })
    const [detail] = rows.data!.data.litigationTypeDetailList
    expect(detail).toMatchObject({ litigationTypeDetailName: 'DOMESTIC', activeStatus: 'A' })
    await api.POST('/update-litigation-type-detail', {
      body: { encryptedLitigationTypeDetailCode: detail.encryptedLitigationTypeDetailCode!, litigationTypeDetailName: 'DOMESTIC SEAT', activeStatus: 'Suspended' },
    })
    const update = await api.POST('/update-litigation-type-master', { body: { encryptedLitigationCode, litigationName: 'ARBITRATION', activeStatus: 'Suspended', ModifyUser: 'ADMIN' } })
    expect(update.data?.status).toBe(200)
  })

  it("is read by the screens that pick a litigation type (the administrator's) and changed by the administrator only", async () => {
    await signInAs('advocate')
    // The advocate's menu has neither the Litigation Type Master nor the Advocate screen.
    expect(await failure(api.POST('/litigation-list', { body: { isDropDown: true } }))).toEqual({ status: 403, message: MESSAGES.noAccess })
    expect(await failure(api.POST('/add-litigation-type-master', { body: { litigationName: 'X' } }))).toEqual({ status: 403, message: MESSAGES.noAccess })
  })
})

describe('scheduler jobs and email settings', () => {
  it('lists, adds and updates a job keeping only the fields of its type', async () => {
    await signInAs('admin')
    const added = await api.POST('/add-scheduler-detail', {
      body: { Name: 'PURGE', Type: 'Monthly', TriggerTime: '02:00', WeekDay: '', MonthDate: 10, ActiveStatus: 'Active', AddUser: 'ADMIN' },
    })
    await api.POST('/update-scheduler-detail', {
      body: { EncryptedJobId: added.data!.data.encryptedJobId, JobName: 'PURGE', JobType: 'Weekly', TriggerTime: '02:00', WeekDay: 'Sunday', MonthDate: null, Status: 'InActive', modifyUser: 'ADMIN' },
    })
    const list = await api.POST('/scheduler-list', { body: { pageNumber: 1, pageSize: 15, SearchText: 'purge' } })
    expect(list.data?.data.jobList).toEqual([expect.objectContaining({ jobName: 'PURGE', jobType: 'Weekly', weekDay: 'Sunday', monthDate: null, status: 'InActive' })])
  })

  it('reads and saves the email settings as an administrator only', async () => {
    const admin = await signInAs('admin')
    const view = await api.POST('/view-email-setting-detail', { body: { LoginUserName: admin.loginUserName, EncryptedSecurityUserId: admin.encryptedSecurityUserId } })
    const setting = view.data!.data
    const saved = await api.POST('/update-email-settings', {
      body: { ...setting, bccEmail: '', provider: 'SMTP', port: 465, modifyUser: 'ADMIN' },
    })
    expect(saved.data?.status).toBe(200)
    const advocate = await signInAs('advocate')
    expect(
      await failure(api.POST('/view-email-setting-detail', { body: { LoginUserName: advocate.loginUserName, EncryptedSecurityUserId: advocate.encryptedSecurityUserId } })),
    ).toEqual({ status: 403, message: MESSAGES.noAccess })
  })
})

describe('change password', () => {
  it('checks the old password and changes only the signed-in user', async () => {
    const clerk = DEMO_ACCOUNTS.find((a) => a.username === 'clerk')!
    const session = await signInAs('clerk')
    const body = { encryptedSecurityUserId: session.encryptedSecurityUserId, modifyUser: 'CLERK', newPassword: 'Clerk@2026', confirmPassword: 'Clerk@2026' }
    expect(await failure(api.POST('/change-password', { body: { ...body, oldPassword: 'nope' } }))).toEqual({ status: 400, message: WRONG_OLD_PASSWORD })
    expect((await api.POST('/change-password', { body: { ...body, oldPassword: clerk.password } })).data?.message).toBe(PASSWORD_CHANGED)
    const admin = await signInAs('admin')
    expect(await failure(api.POST('/change-password', { body: { ...body, oldPassword: 'Clerk@2026', encryptedSecurityUserId: session.encryptedSecurityUserId, modifyUser: admin.loginUserName } }))).toMatchObject({ status: 403 })
  })
})
