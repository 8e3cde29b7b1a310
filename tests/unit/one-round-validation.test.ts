import { describe, expect, it } from 'vitest'
import { MESSAGES as AUTH, resetPasswordSchema } from '@/features/auth/schemas'
import { MESSAGES as PASSWORD, changePasswordSchema } from '@/features/change-password/schema'
import { EMPTY as EMPTY_COUNTRY, MESSAGES as COUNTRY, NEW_STATE, countrySchema } from '@/features/country-master/schema'
import { EMPTY as EMPTY_LITIGATION, EMPTY_DETAIL, MESSAGES as LITIGATION, litigationSchema } from '@/features/litigation-type-master/schema'
import { EMPTY as EMPTY_MENU, MESSAGES as MENU, menuSchema } from '@/features/menu-tree/schema'
import { EMPTY as EMPTY_JOB, EMPTY_EMAIL, MESSAGES as SETTINGS, emailSchema, schedulerSchema } from '@/features/system-settings/schema'

type Schema = { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } } }
const messages = (schema: Schema, value: unknown) => {
  const result = schema.safeParse(value)
  return (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`).sort()
}

// Every form shows every failing rule at the first Save: a rule over several fields or rows is
// checked even while single fields fail, and an empty field still gets only its one message.
describe('every failing rule in one round', () => {
  it('scheduler: the empty fields and the day of a Weekly job, the date of a Monthly one', () => {
    expect(messages(schedulerSchema, { ...EMPTY_JOB, jobType: 'Weekly' })).toEqual(
      [`jobName: ${SETTINGS.jobName}`, `triggerTime: ${SETTINGS.time}`, `weekDay: ${SETTINGS.weekDay}`].sort(),
    )
    expect(messages(schedulerSchema, { ...EMPTY_JOB, jobName: 'J'.repeat(51), jobType: 'Monthly', monthDate: '32' })).toEqual(
      [`jobName: ${SETTINGS.jobNameTooLong}`, `monthDate: ${SETTINGS.monthDateRange}`, `triggerTime: ${SETTINGS.time}`].sort(),
    )
  })

  it('email settings: one message per empty field, the pattern where something was typed', () => {
    expect(messages(emailSchema, { ...EMPTY_EMAIL, bccEmail: 'records@b' })).toEqual(
      [
        `bccEmail: ${SETTINGS.invalidEmail}`,
        `emailTitle: ${SETTINGS.emailTitle}`,
        `fromEmail: ${SETTINGS.fromEmail}`,
        `fromEmailPassword: ${SETTINGS.password}`,
        `host: ${SETTINGS.host}`,
        `port: ${SETTINGS.port}`,
      ].sort(),
    )
  })

  it('reset password: the rule and the mismatch together', () => {
    expect(messages(resetPasswordSchema, { password: 'abc', confirmPassword: 'abd' })).toEqual(
      [`confirmPassword: ${AUTH.confirmMismatch}`, `password: ${AUTH.passwordRule}`].sort(),
    )
    expect(messages(resetPasswordSchema, { password: '', confirmPassword: 'abd' })).toEqual(
      [`confirmPassword: ${AUTH.confirmMismatch}`, `password: ${AUTH.password}`].sort(),
    )
    expect(messages(resetPasswordSchema, { password: '', confirmPassword: '' })).toEqual(
      [`confirmPassword: ${AUTH.confirm}`, `password: ${AUTH.password}`].sort(),
    )
  })

  it('change password: an empty old password, a new one against the rule (17 characters) and the mismatch together', () => {
    expect(messages(changePasswordSchema, { oldPassword: '', newPassword: 'Fresh@2026abcdefg', confirmPassword: 'other' })).toEqual(
      [`confirmPassword: ${PASSWORD.mismatch}`, `newPassword: ${PASSWORD.rule}`, `oldPassword: ${PASSWORD.old}`].sort(),
    )
  })

  it('menu tree: an empty name and a command without its key together', () => {
    expect(messages(menuSchema, { ...EMPTY_MENU, commandKeys: 'ALT' })).toEqual([`controls: ${MENU.selectControl}`, `menuItemName: ${MENU.name}`].sort())
  })

  it('litigation type: an empty name, an empty detail and a repeated detail together', () => {
    const detail = (name: string) => ({ ...EMPTY_DETAIL, litigationTypeDetailName: name })
    expect(messages(litigationSchema, { ...EMPTY_LITIGATION, details: [detail('Bail'), detail(''), detail('bail')] })).toEqual(
      [
        `details.1.litigationTypeDetailName: ${LITIGATION.detailName}`,
        `details.2.litigationTypeDetailName: ${LITIGATION.duplicate('bail')}`,
        `litigationName: ${LITIGATION.name}`,
      ].sort(),
    )
  })

  it('country: an empty name, an empty state and a repeated state together', () => {
    const state = (stateName: string) => ({ ...NEW_STATE, stateName })
    expect(messages(countrySchema, { ...EMPTY_COUNTRY, states: [state('Goa'), state(''), state('GOA')] })).toEqual(
      [`countryName: ${COUNTRY.name}`, `states.1.stateName: ${COUNTRY.stateName}`, `states.2.stateName: ${COUNTRY.stateTaken('GOA')}`].sort(),
    )
  })
})
