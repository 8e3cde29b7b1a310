import { translate } from '@/i18n/texts'
import { afterEach, describe, expect, it } from 'vitest'
import { chooseLanguage } from '@/i18n/texts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { DEMO_ADVOCATE_CODE, encryptId } from '@mocks/db'
import { USER_ADDED, USER_RESET_SENT, USER_UPDATED } from '@mocks/handlers/users'
import { lastMail, onMail } from '@mocks/outbox'
import { provider } from '@mocks/provider'
import { useDemoBridge } from '@/api/demo-bridge'
import { INVALID_EMAIL, INVALID_MOBILE } from '@/lib/contact-schema'
import { pick } from '../../../tests/support/async-select'
import { openModule } from '../../../tests/support/open-module'
import { EMPTY, MESSAGES, PASSWORD_MASK, accessChanges, userSchema, type UserForm } from './schema'
import { patience } from '../../../tests/timeouts'

const user = () => userEvent.setup()
const field = (label: RegExp) => screen.getByLabelText(label)
const save = () => screen.getByRole('button', { name: translate('Save') })
const box = (name: string) => screen.getByRole('checkbox', { name })
const db = () => provider().db
const byLogin = (loginId: string) => db().users.find((u) => u.loginId === loginId)
const demoAdvocate = () => db().advocates.find((a) => a.advocateCode === DEMO_ADVOCATE_CODE)!

/**
 * The advocate picker asks advocate-list, which the Advocate module's provider answers; until it is
 * part of this branch the tests answer it from the store, as the contract says.
 */
function advocatePickerAnswers() {
  server.use(
    http.post('*/api/advocate-list', () =>
      HttpResponse.json({
        status: 200,
        message: 'Success',
        data: { totalCount: db().advocates.length, advocateList: db().advocates.map((a) => ({ advocateName: a.advocateName, encryptedAdvocateCode: encryptId('advocate', a.advocateCode) })) },
      }),
    ),
  )
}

/** The demo advocate's menu has no User screen; these tests give it one (Administration → User), as an administrator would. */
function grantUserScreen(loginId: string) {
  const account = byLogin(loginId)!
  account.treeIds = [...new Set([...account.treeIds, 30, 32])].sort((a, b) => a - b)
}

const open = async (as: 'admin' | 'advocate' | 'clerk' = 'admin') => {
  advocatePickerAnswers()
  if (as !== 'admin') grantUserScreen(as)
  return openModule('/user', 'User', { as })
}

const valid = (patch: Partial<UserForm> = {}): UserForm => ({
  ...EMPTY,
  encryptedAdvocateCode: 'x',
  userName: 'Meera Joshi',
  loginId: 'meera.joshi',
  countryCode: 'IN',
  stateCode: 'MH',
  email: 'meera@example.in',
  mobileNo: '9123456780',
  treeIds: [11],
  ...patch,
})
const messages = (values: UserForm) => {
  const result = userSchema.safeParse(values)
  return result.success ? [] : result.error.issues.map((i) => i.message)
}

describe('user validation (spec 2 §5)', () => {
  it('shows every required message at once', () =>
    expect(messages(EMPTY)).toEqual([MESSAGES.advocate, MESSAGES.userName, MESSAGES.loginId, MESSAGES.country, MESSAGES.state, MESSAGES.email, MESSAGES.mobile, MESSAGES.tree]))
  it.each([
    [{ loginId: 'a'.repeat(50) }, []],
    [{ loginId: 'a'.repeat(51) }, [MESSAGES.tooLong('Login id', 50)]],
    [{ loginId: '   ' }, [MESSAGES.loginId]],
    [{ userName: 'A'.repeat(200) }, []],
    [{ userName: 'A'.repeat(201) }, [MESSAGES.tooLong('User name', 200)]],
    [{ userAddress1: 'A'.repeat(200), userAddress2: 'B'.repeat(200) }, []],
    [{ userAddress1: 'A'.repeat(201) }, [MESSAGES.tooLong('Address line 1', 200)]],
    [{ userAddress2: 'A'.repeat(201) }, [MESSAGES.tooLong('Address line 2', 200)]],
    [{ email: `${'m'.repeat(39)}@example.in` }, []],
    [{ email: `${'m'.repeat(40)}@example.in` }, [MESSAGES.emailTooLong]],
    [{ email: 'meera@example' }, [INVALID_EMAIL]],
    [{ mobileNo: '9123456780' }, []],
    [{ mobileNo: '0123456789' }, [INVALID_MOBILE]],
    [{ mobileNo: '912345678' }, [INVALID_MOBILE]],
    [{ treeIds: [] }, [MESSAGES.tree]],
  ])('%j → %j', (patch, expected) => expect(messages(valid(patch as Partial<UserForm>))).toEqual(expected))

  it('saves access as the difference, pages before their header', () => {
    const tree = [{ id: 10, name: 'Data Entry', children: [{ id: 11, name: 'Client', children: [] }, { id: 12, name: 'Case', children: [] }] }, { id: 50, name: 'Settings', children: [{ id: 51, name: 'Password', children: [] }] }]
    expect(accessChanges(tree, [10, 11, 12, 50, 51], [10, 11, 50, 51])).toEqual({ added: [], removed: [12] })
    expect(accessChanges(tree, [10, 11, 12], [50, 51])).toEqual({ added: [50, 51], removed: [12, 11, 10] })
  })
})

describe('User', () => {
  it('lists every advocate user to the administrator with the spec columns and a status badge', async () => {
    await open()
    for (const name of ['S. No.', 'User Name', 'Mobile', 'Email', 'Country Name', 'State Name', 'Status']) expect(screen.getByRole('columnheader', { name })).toBeInTheDocument()
    expect(screen.getByText(new RegExp(`of ${db().users.filter((u) => u.advocateCode !== null).length}$`))).toBeInTheDocument()
    await user().type(screen.getByRole('searchbox', { name: 'Search User List' }), 'priya')
    const row = await screen.findByRole('row', { name: /PRIYA NAIK/ })
    expect(within(row).getByText('Suspended')).toBeInTheDocument()
    expect(within(row).getByText('MAHARASHTRA')).toBeInTheDocument()
  })

  it('asks the administrator for the advocate and a menu item, with the toast, and shows no tree before an advocate', async () => {
    const u = user()
    await open()
    await u.click(screen.getByRole('button', { name: translate('New') }))
    expect(screen.getByText('Select an advocate to see the menu items.')).toBeInTheDocument()
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument()
    await u.type(field(/^User Name/), ' ')
    await u.click(save())
    for (const message of [MESSAGES.advocate, MESSAGES.userName, MESSAGES.loginId, MESSAGES.country, MESSAGES.state, MESSAGES.email, MESSAGES.mobile, MESSAGES.tree]) {
      expect(await screen.findByText(message)).toBeInTheDocument()
    }
    expect(await screen.findByText(MESSAGES.treeToast)).toBeInTheDocument()
  })

  it('creates a user for an advocate with three menu items; the demo shows the mailed sign-in details; later saves are updates', async () => {
    const stop = onMail((mail) => useDemoBridge.setState({ mail }))
    const u = user()
    await open()
    await u.click(screen.getByRole('button', { name: translate('New') }))
    await pick(u, /^Advocate/, 'ananya', demoAdvocate().advocateName)
    await u.type(field(/^User Name/), 'Meera Joshi')
    await u.type(field(/^Login Id/), 'meera.joshi')
    await u.type(field(/^Address Line 1/), '4, Lake View')
    await pick(u, /^Country/, 'ind', 'INDIA')
    await pick(u, /^State/, 'maha', 'MAHARASHTRA')
    await u.type(field(/^Email/), 'Meera.Joshi@example.in')
    await u.type(field(/^Mobile No/), '91234x56780')
    // A save without a menu item is refused with the toast first.
    await u.click(save())
    expect(await screen.findByText(MESSAGES.treeToast)).toBeInTheDocument()
    await u.click(await screen.findByRole('checkbox', { name: 'Client' }, { timeout: patience(8000) }))
    await u.click(box('Case Registration'))
    await u.click(box('Change Password'))
    expect(box('Data Entry')).toBePartiallyChecked()
    expect(screen.queryByRole('checkbox', { name: 'Advocate' })).not.toBeInTheDocument()
    await u.click(save())
    expect(await screen.findByText(USER_ADDED)).toBeInTheDocument()
    // The form's earlier refusal does not stand beside its success.
    await waitFor(() => expect(screen.queryByText(MESSAGES.treeToast)).not.toBeInTheDocument())
    const saved = byLogin('meera.joshi')!
    expect(saved).toMatchObject({ advocateCode: DEMO_ADVOCATE_CODE, userName: 'MEERA JOSHI', userAddress1: '4, LAKE VIEW', email: 'meera.joshi@example.in', mobileNo: '9123456780', status: 'A', treeIds: [10, 11, 12, 50, 51] })
    const mailbox = within(await screen.findByRole('region', { name: 'Demo mailbox' }))
    expect(mailbox.getByText('Login id: meera.joshi')).toBeInTheDocument()
    expect(mailbox.getByText(`Password: ${saved.password}`)).toBeInTheDocument()
    // Now an existing user: the login id and advocate are locked; the password is a mask, never the password.
    await waitFor(() => expect(field(/^Login Id/)).toHaveAttribute('readonly'))
    expect(screen.getByRole('combobox', { name: /^Advocate/ })).toBeDisabled()
    expect(field(/^Password/)).toHaveValue(PASSWORD_MASK)
    expect(field(/^Password/)).toHaveAttribute('type', 'password')
    expect(field(/^Password/)).toHaveAttribute('readonly')
    await u.selectOptions(field(/^Status/), 'S')
    await u.click(save())
    expect(await screen.findByText(USER_UPDATED)).toBeInTheDocument()
    expect(db().users.filter((u) => u.loginId === 'meera.joshi')).toHaveLength(1)
    expect(byLogin('meera.joshi')!.status).toBe('S')
    stop()
  }, patience(40_000))

  it('opens a user with the menu ticks, saves access as the difference (add, then remove) and resets the password by e-mail', async () => {
    const u = user()
    await open()
    await u.type(screen.getByRole('searchbox', { name: 'Search User List' }), 'clerk@')
    await u.dblClick(await screen.findByRole('cell', { name: 'SURESH PATIL' }))
    await waitFor(() => expect(field(/^User Name/)).toHaveValue('SURESH PATIL'))
    expect(await screen.findByRole('checkbox', { name: 'File Placement' })).toBeChecked()
    expect(box('Client Payment')).not.toBeChecked()
    expect(save()).toBeDisabled()
    await u.click(box('File Placement'))
    await u.click(box('Client Payment'))
    const calls: string[] = []
    server.events.on('request:start', ({ request }) => calls.push(new URL(request.url).pathname.replace('/api/', '')))
    await u.click(save())
    expect(await screen.findByText(USER_UPDATED)).toBeInTheDocument()
    server.events.removeAllListeners()
    expect(calls.filter((c) => c.startsWith('update-') || c.includes('security-user-role'))).toEqual(['update-user-detail', 'add-security-user-role-master', 'delete-security-user-role-master'])
    const clerk = byLogin('clerk')!
    expect(clerk.treeIds).toContain(15)
    expect(clerk.treeIds).not.toContain(14)

    await u.click(screen.getByRole('button', { name: 'Reset Password' }))
    expect(await screen.findByText(USER_RESET_SENT('clerk@example.com'))).toBeInTheDocument()
    expect(lastMail('clerk@example.com')!.link).toMatch(/^\/reset-password\//)
  })

  it('keeps a failed access step: the details stay saved, the form keeps its changes and the next save finishes', async () => {
    const u = user()
    await open()
    await u.type(screen.getByRole('searchbox', { name: 'Search User List' }), 'clerk@')
    await u.dblClick(await screen.findByRole('cell', { name: 'SURESH PATIL' }))
    await u.click(await screen.findByRole('checkbox', { name: 'Client Payment' }))
    server.use(http.post('*/api/add-security-user-role-master', () => HttpResponse.json({ status: 500, message: 'The server had a problem.', data: null }, { status: 500 }), { once: true }))
    await u.click(save())
    expect(await screen.findByText('User details saved, but adding menu access failed. The server had a problem.')).toBeInTheDocument()
    expect(box('Client Payment')).toBeChecked()
    expect(save()).toBeEnabled()
    await u.click(save())
    expect(await screen.findByText(USER_UPDATED)).toBeInTheDocument()
    expect(byLogin('clerk')!.treeIds).toContain(15)
  })

  it('shows the provider message when the login id is taken, keeping every field', async () => {
    const u = user()
    await open('advocate')
    await u.click(screen.getByRole('button', { name: translate('New') }))
    expect(screen.queryByRole('combobox', { name: /^Advocate/ })).not.toBeInTheDocument()
    await u.type(field(/^User Name/), 'Second clerk')
    await u.type(field(/^Login Id/), 'Clerk')
    await pick(u, /^Country/, 'ind', 'INDIA')
    await pick(u, /^State/, 'maha', 'MAHARASHTRA')
    await u.type(field(/^Email/), 'second@example.in')
    await u.type(field(/^Mobile No/), '9123456780')
    await u.click(await screen.findByRole('checkbox', { name: 'Client' }))
    await u.click(save())
    expect(await screen.findByText('The login id "Clerk" is already in use.')).toBeInTheDocument()
    expect(field(/^User Name/)).toHaveValue('Second clerk')
    expect(save()).toBeEnabled()
  })

  it("an advocate lists only their own advocate's users", async () => {
    await open('advocate')
    expect(screen.getByText(/^1 to 3 of 3$/)).toBeInTheDocument()
    expect(screen.getByRole('cell', { name: 'SURESH PATIL' })).toBeInTheDocument()
  })
})

describe('User in Hindi', () => {
  afterEach(() => chooseLanguage('en'))

  it('shows the new user form in Hindi, and its rule messages', async () => {
    await chooseLanguage('hi')
    advocatePickerAnswers()
    const u = user()
    await openModule('/user', 'User')
    await u.click(screen.getByRole('button', { name: translate('New') }))
    expect(await screen.findByLabelText(/^उपयोगकर्ता का नाम/)).toBeInTheDocument()
    expect(screen.getByText('पासवर्ड सिस्टम खुद बनाता है और लॉगिन आईडी के साथ उपयोगकर्ता को ईमेल करता है।')).toBeInTheDocument()
    await u.type(field(/^उपयोगकर्ता का नाम/), ' ')
    await u.click(save())
    expect(await screen.findByText('उपयोगकर्ता का नाम लिखें')).toBeInTheDocument()
  })
})
