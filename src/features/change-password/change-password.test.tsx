import { translate } from '@/i18n/texts'
import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { provider } from '@mocks/provider'
import { DEMO_ACCOUNTS } from '@mocks/db'
import { PASSWORD_CHANGED, PASSWORD_RULE_TEXT, WRONG_OLD_PASSWORD } from '@mocks/handlers/settings'
import { requestBodies } from '../../../tests/support/requests'
import { openModule } from '../../../tests/support/open-module'
import { EMPTY, MESSAGES, changePasswordSchema, type ChangePasswordForm } from './schema'
import { patience } from '../../../tests/timeouts'
import { chooseLanguage } from '@/i18n/texts'

const advocate = DEMO_ACCOUNTS.find((a) => a.username === 'advocate')!
const storedPassword = () => provider().db.users.find((u) => u.loginId === advocate.username)?.password
const saveButton = () => screen.getByRole('button', { name: translate('Save') })
const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' })

const open = () => openModule('/change-password', 'Change Password', { as: 'advocate', list: false })
async function fill(u: ReturnType<typeof userEvent.setup>, oldPassword: string, newPassword: string, confirm = newPassword) {
  await u.type(field(/^Old Password/), oldPassword)
  await u.type(field(/^New Password/), newPassword)
  await u.type(field(/^Confirm Password/), confirm)
}

const messages = (patch: Partial<ChangePasswordForm>) => {
  const result = changePasswordSchema.safeParse({ oldPassword: 'a', newPassword: 'Fresh@2026', confirmPassword: 'Fresh@2026', ...patch })
  return result.success ? [] : result.error.issues.map((i) => i.message)
}
/** The new password and its confirmation, the same. */
const both = (password: string) => ({ newPassword: password, confirmPassword: password })

describe('change password validation (spec 3 §5, the new password by spec 1 §5)', () => {
  it('asks for each password', () => expect(changePasswordSchema.safeParse(EMPTY).error?.issues.map((i) => i.message)).toEqual([MESSAGES.old, MESSAGES.new, MESSAGES.confirm]))
  it('says the rule in the words of spec 1 §5, as the provider does', () => {
    expect(MESSAGES.rule).toBe('Password must be of minimum 6 and maximum 16 characters including one special character, one number and one alphabet')
    expect(MESSAGES.rule).toBe(PASSWORD_RULE_TEXT)
  })
  it.each<[Partial<ChangePasswordForm>, string[]]>([
    [{ oldPassword: 'x'.repeat(50) }, []],
    [{ oldPassword: 'x'.repeat(51) }, [MESSAGES.tooLong]],
    [both('Fr@2a'), [MESSAGES.rule]],
    [both('Fr@20a'), []],
    [both('Fresh@2026abcdef'), []],
    [both('Fresh@2026abcdefg'), [MESSAGES.rule]],
    [both('y'.repeat(51)), [MESSAGES.rule, MESSAGES.tooLong]],
    [both('fresh@2026'), [MESSAGES.rule]],
    [both('Fresh2026'), [MESSAGES.rule]],
    [both('Fresh@abcd'), [MESSAGES.rule]],
    [both('Fresh@2026 '), [MESSAGES.rule]],
    [{ confirmPassword: 'c' }, [MESSAGES.mismatch]],
    [{ confirmPassword: 'fresh@2026' }, [MESSAGES.mismatch]],
  ])('%j → %j', (patch, expected) => expect(messages(patch)).toEqual(expected))
})

describe('Change Password', () => {
  it('changes the password as typed (never upper-cased) and goes to the dashboard after 1 second', async () => {
    const u = userEvent.setup()
    const { router } = await open()
    expect(screen.getByRole('tab', { name: 'Change Password' })).toHaveAttribute('aria-selected', 'true')
    expect(field(/^New Password/)).toHaveAttribute('type', 'password')
    await fill(u, advocate.password, 'Fresh@2026')
    await u.click(saveButton())
    expect(await screen.findByText(PASSWORD_CHANGED)).toBeInTheDocument()
    expect(storedPassword()).toBe('Fresh@2026')
    expect(router.state.location.pathname).toBe('/change-password')
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: patience(3000) })
  })

  it('shows the messages at the fields, and a mismatch', async () => {
    const u = userEvent.setup()
    await open()
    await u.click(saveButton())
    for (const message of [MESSAGES.old, MESSAGES.new, MESSAGES.confirm]) expect(await screen.findByText(message)).toBeInTheDocument()
    await fill(u, 'a', 'Fresh@2026', 'Fresh@2025')
    await u.click(saveButton())
    expect(await screen.findByText(MESSAGES.mismatch)).toBeInTheDocument()
  })

  it('keeps the form when the provider refuses a wrong old password', async () => {
    const u = userEvent.setup()
    await open()
    await fill(u, 'Wrong@123', 'Fresh@2026')
    await u.click(saveButton())
    expect(await screen.findByText(WRONG_OLD_PASSWORD)).toBeInTheDocument()
    expect(field(/^Old Password/)).toHaveValue('Wrong@123')
    expect(storedPassword()).toBe(advocate.password)
  })

  it.each([
    ['5 characters', 'Fr@2a'],
    ['17 characters', 'Fresh@2026abcdefg'],
  ])('says the rule at the new password for %s and sends nothing to the provider', async (_, weak) => {
    const u = userEvent.setup()
    const calls = requestBodies('/change-password')
    await open()
    await fill(u, advocate.password, weak)
    await u.click(saveButton())
    expect(await screen.findByText(MESSAGES.rule)).toBeInTheDocument()
    expect(field(/^New Password/)).toHaveAccessibleDescription(MESSAGES.rule)
    expect(field(/^New Password/)).toHaveFocus()
    expect(calls).toHaveLength(0)
    expect(storedPassword()).toBe(advocate.password)
  })

  describe('in Hindi', () => {
    afterEach(() => chooseLanguage('en'))

    it('names the page and its fields, the rule messages and the provider’s answer in Hindi', async () => {
      await chooseLanguage('hi')
      const u = userEvent.setup()
      await openModule('/change-password', 'पासवर्ड बदलें', { as: 'advocate', list: false })
      await u.click(screen.getByRole('button', { name: /^(सहेजें|Save)$/ }))
      for (const message of ['पुराना पासवर्ड डालें', 'नया पासवर्ड डालें', 'नया पासवर्ड दोबारा डालें']) expect(await screen.findByText(message)).toBeInTheDocument()
      await u.type(field(/^पुराना पासवर्ड/), 'Wrong@123')
      await u.type(field(/^नया पासवर्ड/), 'Fresh@2026')
      await u.type(field(/^पासवर्ड दोबारा डालें/), 'Fresh@2026')
      await u.click(screen.getByRole('button', { name: /^(सहेजें|Save)$/ }))
      expect(await screen.findByText('पुराना पासवर्ड सही नहीं है।')).toBeInTheDocument()
    })
  })
})
