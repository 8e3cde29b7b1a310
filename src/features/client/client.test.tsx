import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { provider } from '@mocks/provider'
import { CLIENT_ADDED, CLIENT_UPDATED } from '@mocks/handlers/clients'
import { INVALID_EMAIL, INVALID_MOBILE } from '@/lib/contact-schema'
import { useSessionStore } from '@/session/session-store'
import { chooseLanguage } from '@/i18n/texts'
import { pick } from '../../../tests/support/async-select'
import { renderApp } from '../../../tests/support/render'
import { signInAs } from '../../../tests/support/session'
import { openModule } from '../../../tests/support/open-module'
import { EMPTY, MESSAGES, clientSchema, type ClientForm } from '@/records/client-schema'

const user = () => userEvent.setup()
const open = (as: 'advocate' | 'clerk' = 'advocate') => openModule('/client', 'Client', { as })
const field = (label: RegExp) => screen.getByLabelText(label)
const save = () => screen.getByRole('button', { name: 'Save' })
/** The clients of the advocate of the signed-in demo account. */
const ownClients = () => {
  const signedIn = useSessionStore.getState().session!.loginUserName.toUpperCase()
  const advocate = provider().db.users.find((u) => u.userName.toUpperCase() === signedIn)!.advocateCode
  return provider().db.clients.filter((c) => c.advocateCode === advocate)
}

const valid = (patch: Partial<ClientForm> = {}): ClientForm => ({
  ...EMPTY,
  clientName: 'Asha Verma',
  contactPerson: 'Asha Verma',
  clientType: 'INDIVIDUAL',
  gender: 'FEMALE',
  countryCode: 'IN',
  stateCode: 'MH',
  emailId: 'asha@example.in',
  mobileNo: '9876543210',
  ...patch,
})
const messages = (values: ClientForm) => {
  const result = clientSchema.safeParse(values)
  return result.success ? [] : result.error.issues.map((i) => i.message)
}

describe('client validation (spec 2 §5)', () => {
  it('shows every required message at once', () =>
    expect(messages({ ...EMPTY, clientType: 'INDIVIDUAL' })).toEqual([
      MESSAGES.name,
      MESSAGES.contactPerson,
      MESSAGES.country,
      MESSAGES.state,
      MESSAGES.email,
      MESSAGES.mobile,
      MESSAGES.gender,
    ]))
  it.each([
    [{ clientType: '' }, [MESSAGES.clientType]],
    [{ clientType: 'ORGANIZATION', gender: '' }, []],
    [{ emailId: 'asha@example' }, [INVALID_EMAIL]],
    [{ mobileNo: '0876543210' }, [INVALID_MOBILE]],
    [{ mobileNo: '98765' }, [INVALID_MOBILE]],
    [{ clientName: 'A'.repeat(51) }, [MESSAGES.tooLong('Client name', 50)]],
    [{ clientName: 'ß'.repeat(26) }, [MESSAGES.tooLong('Client name', 50)]],
    [{ clientAddress1: 'A'.repeat(201) }, [MESSAGES.tooLong('Address line 1', 200)]],
    [{ pinCode: '1'.repeat(11) }, [MESSAGES.tooLong('Pin code', 10)]],
    [{ landLineNo: '1'.repeat(25) }, [MESSAGES.landLine]],
    [{ landLineOffice: 'A'.repeat(27) }, [MESSAGES.tooLong('Land line (office)', 26)]],
    [{ occupation: 'A'.repeat(51) }, [MESSAGES.tooLong('Occupation', 50)]],
  ])('%j → %j', (patch, expected) => expect(messages(valid(patch as Partial<ClientForm>))).toEqual(expected))
  it('accepts the limits themselves', () =>
    expect(messages(valid({ clientName: 'A'.repeat(50), clientAddress3: 'A'.repeat(200), landLineNo: '1'.repeat(24), pinCode: '1'.repeat(10) }))).toEqual([]))
})

describe('Client', () => {
  it("lists the advocate's own clients with the spec's columns", async () => {
    await open()
    for (const name of ['S. No.', 'Client Code', 'Client Name', 'Contact Person', 'Mobile No', 'State Name']) expect(screen.getByRole('columnheader', { name })).toBeInTheDocument()
    expect(screen.getByText(new RegExp(`^1 to \\d+ of ${ownClients().length}$`))).toBeInTheDocument()
  })

  it('registers an individual (gender only for an individual), upper-cased, with preferences sent as Yes or empty; then updates it', async () => {
    const u = user()
    await open()
    await u.click(screen.getByRole('button', { name: 'New' }))
    expect(screen.queryByLabelText(/^Gender/)).not.toBeInTheDocument()
    await u.type(field(/^Client Name/), 'Asha Verma')
    await u.selectOptions(field(/^Client Type/), 'INDIVIDUAL')
    await u.selectOptions(field(/^Gender/), 'FEMALE')
    await u.type(field(/^Contact Person/), 'Self')
    await u.type(field(/^Email/), 'Asha.Verma@Example.in')
    await u.type(field(/^Mobile No/), '98765x43210')
    await pick(u, /^Country/, 'ind', 'INDIA')
    await pick(u, /^State/, 'maha', 'MAHARASHTRA')
    await u.click(screen.getByRole('checkbox', { name: 'WhatsApp' }))
    await u.click(save())
    expect(await screen.findByText(CLIENT_ADDED)).toBeInTheDocument()
    const saved = ownClients().find((c) => c.clientName === 'ASHA VERMA')!
    expect(saved).toMatchObject({ clientType: 'INDIVIDUAL', gender: 'FEMALE', mobileNo: '9876543210', emailId: 'Asha.Verma@Example.in', sendWhatsapp: 'Yes', sendSMS: '', preferredLanguage: 'en' })
    await u.selectOptions(field(/^Client Type/), 'ORGANIZATION')
    // Issue 25: the language the client is told of hearings in, a code as it is (never upper-cased).
    await u.selectOptions(field(/^Message Language/), 'mr')
    expect(screen.queryByLabelText(/^Gender/)).not.toBeInTheDocument()
    await u.click(save())
    expect(await screen.findByText(CLIENT_UPDATED)).toBeInTheDocument()
    expect(ownClients().find((c) => c.clientCode === saved.clientCode)).toMatchObject({ clientType: 'ORGANIZATION', gender: null, preferredLanguage: 'mr' })
  })

  it('starts a new client in India (spec 2 §9), with India’s states to choose from and nothing unsaved', async () => {
    const u = user()
    await open()
    await u.click(screen.getByRole('button', { name: 'New' }))
    const country = screen.getByRole('combobox', { name: /^Country/ })
    await waitFor(() => expect(country).toHaveValue('INDIA'))
    const state = screen.getByRole('combobox', { name: /^State/ })
    expect(state).toBeEnabled()
    await u.click(state)
    await u.type(state, 'karna')
    expect(await screen.findByRole('option', { name: 'KARNATAKA' })).toBeInTheDocument()
    await u.keyboard('{Escape}')
    // India is where a new client starts, not a change the user made.
    expect(save()).toBeDisabled()
  })

  it('opens a client with every field loaded', async () => {
    const u = user()
    await open()
    const client = ownClients().find((c) => c.sendMail === 'Yes') ?? ownClients()[0]
    await u.type(screen.getByRole('searchbox', { name: 'Search Client List' }), client.clientName)
    await u.dblClick((await screen.findAllByRole('cell', { name: client.clientName }))[0])
    await waitFor(() => expect(field(/^Client Name/)).toHaveValue(client.clientName))
    expect(field(/^Mobile No/)).toHaveValue(client.mobileNo)
    expect(screen.getByRole('checkbox', { name: 'Mail' })).toHaveProperty('checked', client.sendMail === 'Yes')
    expect(save()).toBeDisabled()
  })

  it('warns when another client uses the e-mail: Yes keeps it, No clears it', async () => {
    const u = user()
    await open()
    const other = ownClients()[0]
    await u.click(screen.getByRole('button', { name: 'New' }))
    await u.type(field(/^Email/), other.emailId.toLowerCase())
    await u.tab()
    const dialog = within(await screen.findByRole('dialog', { name: MESSAGES.emailTaken(other.clientName) }))
    expect(dialog.getByText(MESSAGES.emailContinue)).toBeInTheDocument()
    await u.click(dialog.getByRole('button', { name: 'Yes' }))
    expect(field(/^Email/)).toHaveValue(other.emailId.toLowerCase())
    await u.click(field(/^Email/))
    await u.tab()
    await u.click(within(await screen.findByRole('dialog', { name: MESSAGES.emailTaken(other.clientName) })).getByRole('button', { name: 'No' }))
    expect(field(/^Email/)).toHaveValue('')
  })

  it("does not count the client's own address when editing it", async () => {
    const u = user()
    await open()
    const client = ownClients()[1]
    await u.type(screen.getByRole('searchbox', { name: 'Search Client List' }), client.clientName)
    await u.dblClick((await screen.findAllByRole('cell', { name: client.clientName }))[0])
    await waitFor(() => expect(field(/^Email/)).toHaveValue(client.emailId))
    await u.click(field(/^Email/))
    await u.tab()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it("a clerk sees only the advocate's clients, and the provider refuses another advocate's client", async () => {
    await open('clerk')
    expect(screen.getByText(new RegExp(`of ${ownClients().length}$`))).toBeInTheDocument()
    const foreign = provider().db.clients.find((c) => c.advocateCode !== ownClients()[0].advocateCode)
    if (!foreign) return
    const { api } = await import('@/api/client')
    await expect(api.POST('/get-client-detail', { body: { ClientCode: String(foreign.clientCode) } })).rejects.toThrow('The client was not found.')
  })
})

describe('Client in Hindi and Marathi (issue 22)', () => {
  afterEach(() => chooseLanguage('en'))

  /** Opens a client by its row (the shell's own words may be translated or not). */
  async function openClient(language: 'hi' | 'mr') {
    await chooseLanguage(language)
    await signInAs('advocate')
    await renderApp('/client')
    const client = ownClients().find((c) => c.clientType === 'INDIVIDUAL')!
    const u = userEvent.setup()
    await u.type(await screen.findByRole('searchbox'), client.clientName)
    await u.dblClick((await screen.findAllByRole('cell', { name: client.clientName }))[0])
    await waitFor(() => expect(field(/^पक्षकार का नाम|^पक्षकाराचे नाव|^Client Name/)).toHaveValue(client.clientName))
  }

  it('labels the client form in Hindi', async () => {
    await openClient('hi')
    expect(field(/^पक्षकार का प्रकार/)).toHaveDisplayValue('व्यक्ति')
    expect(field(/^लिंग/)).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'सूचना भेजें' })).toBeInTheDocument()
  })

  it('labels the client form in Marathi', async () => {
    await openClient('mr')
    expect(field(/^पक्षकाराचा प्रकार/)).toHaveDisplayValue('व्यक्ती')
    expect(screen.getByRole('checkbox', { name: 'WhatsApp' })).toBeInTheDocument()
  })
})
