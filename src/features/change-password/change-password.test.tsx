import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { provider } from '@mocks/provider'
import { DEMO_ACCOUNTS } from '@mocks/db'
import { PASSWORD_CHANGED, PASSWORD_RULE_TEXT, WRONG_OLD_PASSWORD } from '@mocks/handlers/settings'
import { openModule } from '../../../tests/support/open-module'
import { EMPTY, MESSAGES, changePasswordSchema, type ChangePasswordForm } from './schema'
import { patience } from '../../../tests/timeouts'

const advocate = DEMO_ACCOUNTS.find((a) => a.username === 'advocate')!
const storedPassword = () => provider().db.users.find((u) => u.loginId === advocate.username)?.password
const saveButton = () => screen.getByRole('button', { name: 'Save' })
const field = (label: RegExp) => screen.getByLabelText(label)

const open = () => openModule('/change-password', 'Change Password', { as: 'advocate', list: false })
async function fill(u: ReturnType<typeof userEvent.setup>, oldPassword: string, newPassword: string, confirm = newPassword) {
  await u.type(field(/^Old Password/), oldPassword)
  await u.type(field(/^New Password/), newPassword)
  await u.type(field(/^Confirm Password/), confirm)
}

const messages = (patch: Partial<ChangePasswordForm>) => {
  const result = changePasswordSchema.safeParse({ oldPassword: 'a', newPassword: 'b', confirmPassword: 'b', ...patch })
  return result.success ? [] : result.error.issues.map((i) => i.message)
}

describe('change password validation (spec 3 §5)', () => {
  it('asks for each password', () => expect(changePasswordSchema.safeParse(EMPTY).error?.issues.map((i) => i.message)).toEqual([MESSAGES.old, MESSAGES.new, MESSAGES.confirm]))
  it.each<[Partial<ChangePasswordForm>, string[]]>([
    [{ oldPassword: 'x'.repeat(50) }, []],
    [{ oldPassword: 'x'.repeat(51) }, [MESSAGES.tooLong]],
    [{ newPassword: 'y'.repeat(50), confirmPassword: 'y'.repeat(50) }, []],
    [{ newPassword: 'y'.repeat(51), confirmPassword: 'y'.repeat(51) }, [MESSAGES.tooLong, MESSAGES.tooLong]],
    [{ confirmPassword: 'c' }, [MESSAGES.mismatch]],
    [{ confirmPassword: 'B' }, [MESSAGES.mismatch]],
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

  it('keeps the form when the provider refuses a wrong old password or a weak new one', async () => {
    const u = userEvent.setup()
    await open()
    await fill(u, 'Wrong@123', 'Fresh@2026')
    await u.click(saveButton())
    expect(await screen.findByText(WRONG_OLD_PASSWORD)).toBeInTheDocument()
    expect(field(/^Old Password/)).toHaveValue('Wrong@123')
    await u.clear(field(/^Old Password/))
    await u.type(field(/^Old Password/), advocate.password)
    await u.clear(field(/^New Password/))
    await u.type(field(/^New Password/), 'weak')
    await u.clear(field(/^Confirm Password/))
    await u.type(field(/^Confirm Password/), 'weak')
    await u.click(saveButton())
    expect(await screen.findByText(PASSWORD_RULE_TEXT)).toBeInTheDocument()
    expect(storedPassword()).toBe(advocate.password)
  })

})
