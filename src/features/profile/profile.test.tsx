import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DEMO_ADVOCATE_CODE } from '@mocks/db'
import { EMAIL_IN_USE, VERIFICATION_SENT } from '@mocks/handlers/advocates'
import { lastMail } from '@mocks/outbox'
import { provider } from '@mocks/provider'
import { INVALID_EMAIL, INVALID_MOBILE } from '@/lib/contact-schema'
import { DELETE_PHOTO } from '@/components/form/picture-field'
import { openModule } from '../../../tests/support/open-module'
import { chooseLanguage } from '@/i18n/texts'
import { EMPTY, MESSAGES, contactSchemas, profileSchema, type ProfileForm } from './schema'

const demo = () => provider().db.advocates.find((a) => a.advocateCode === DEMO_ADVOCATE_CODE)!
const other = () => provider().db.advocates.find((a) => a.advocateCode !== DEMO_ADVOCATE_CODE)!
const field = (label: RegExp) => screen.getByLabelText(label)
const save = () => screen.getByRole('button', { name: 'Save' })

async function open() {
  const app = await openModule('/profile', 'Profile', { as: 'advocate', list: false })
  await waitFor(() => expect(field(/^Chamber No/)).toHaveValue(demo().chamberNo))
  return app
}

/** The messages of one field's value, by the schema. */
const messages = (patch: Partial<ProfileForm>) => {
  const valid: ProfileForm = { ...EMPTY, countryCode: 'IN', stateCode: 'MH', chamberNo: 'C-1' }
  const result = profileSchema.safeParse({ ...valid, ...patch })
  return result.success ? [] : result.error.issues.map((i) => i.message)
}

describe('Profile rules (spec 3 §5)', () => {
  const year = new Date().getFullYear()
  it.each<[Partial<ProfileForm>, string[]]>([
    [{ chamberNo: '' }, [MESSAGES.chamberNo]],
    [{ chamberNo: 'x'.repeat(50) }, []],
    [{ chamberNo: 'x'.repeat(51) }, ['Chamber no can have at most 50 characters']],
    [{ countryCode: '' }, [MESSAGES.country]],
    [{ stateCode: '' }, [MESSAGES.state]],
    [{ practiceSince: String(year) }, []],
    [{ practiceSince: String(year + 1) }, [MESSAGES.sinceFuture]],
    [{ landlineNo: '1'.repeat(40) }, []],
    [{ landlineNo: '1'.repeat(41) }, ['Landline no can have at most 40 characters']],
    [{ advocatePortalUrl: '' }, []],
    [{ advocatePortalUrl: 'www.mehta.in' }, []],
    [{ advocatePortalUrl: 'https://mehta.in' }, []],
    [{ advocatePortalUrl: 'mehta.in' }, [MESSAGES.website]],
    [{ advocatePortalUrl: `https://${'a'.repeat(93)}` }, ['Website can have at most 100 characters']],
    [{ clientProfile: 'a'.repeat(200) }, []],
    [{ clientProfile: 'a'.repeat(201) }, ['About can have at most 200 characters']],
    [{ gstNo: 'A'.repeat(15) }, []],
    [{ gstNo: 'A'.repeat(16) }, ['GST no can have at most 15 characters']],
  ])('%o gives %o', (patch, expected) => {
    expect(messages(patch)).toEqual(expected)
  })

  // E-mail and mobile number are checked by Verify, in forms of their own.
  it.each<[keyof typeof contactSchemas, string, string[]]>([
    ['mobileNo', '9123456780', []],
    ['mobileNo', '', [MESSAGES.mobile]],
    ['mobileNo', '0123456789', [INVALID_MOBILE]],
    ['mobileNo', '912345678', [INVALID_MOBILE]],
    ['email', 'a@b.in', []],
    ['email', '', [MESSAGES.email]],
    ['email', 'not-an-address', [INVALID_EMAIL]],
    ['email', `${'a'.repeat(91)}@mail.com`, []],
    ['email', `${'a'.repeat(92)}@mail.com`, ['Email can have at most 100 characters']],
  ])('%s %o gives %o', (name, value, expected) => {
    const result = contactSchemas[name].safeParse({ [name]: value })
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual(expected)
  })
})

describe('Profile screen', () => {
  it('shows the loaded profile with the read-only fields read-only, and Verify off until a value changes', async () => {
    await open()
    for (const label of [/^Advocate Name/, /^Address Line 1/, /^Country/, /^State/, /^Login Id/, /^Start Date/, /^Expiry Date/]) expect(field(label)).toHaveAttribute('readonly')
    expect(field(/^Advocate Name/)).toHaveValue(demo().advocateName)
    expect(field(/^Login Id/)).toHaveValue('advocate')
    expect(within(screen.getByRole('region', { name: 'Communication Details' })).getAllByRole('button', { name: /^Verify/ })).toHaveLength(2)
    expect(screen.getByRole('button', { name: 'Verify Email Address' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Verify Mobile No' })).toBeDisabled()
    expect(save()).toBeDisabled()
  })

  it('editing the e-mail address or mobile number enables their Verify, never Save, and leaving asks nothing', async () => {
    const u = userEvent.setup()
    const { router } = await open()
    await u.clear(field(/^Mobile No/))
    await u.type(field(/^Mobile No/), '9123456780')
    expect(screen.getByRole('button', { name: 'Verify Mobile No' })).toBeEnabled()
    await u.clear(field(/^Email Address/))
    await u.type(field(/^Email Address/), 'new.mail@example.in')
    expect(screen.getByRole('button', { name: 'Verify Email Address' })).toBeEnabled()
    expect(save()).toBeDisabled()
    // Enter in the field verifies it; it never saves the profile.
    await u.type(field(/^Email Address/), '{Enter}')
    expect(await screen.findByText(VERIFICATION_SENT('new.mail@example.in'))).toBeInTheDocument()
    expect(save()).toBeDisabled()
    await u.click(screen.getByRole('button', { name: 'Exit' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('shows every message on Save and keeps the stored profile', async () => {
    const u = userEvent.setup()
    await open()
    await u.clear(field(/^Chamber No/))
    await u.clear(field(/^Website/))
    await u.type(field(/^Website/), 'mehta.in')
    await u.clear(field(/^Practice Since/))
    await u.type(field(/^Practice Since/), String(new Date().getFullYear() + 1))
    await u.click(save())
    expect(await screen.findByText(MESSAGES.chamberNo)).toBeInTheDocument()
    expect(screen.getByText(MESSAGES.website)).toBeInTheDocument()
    expect(screen.getByText(MESSAGES.sinceFuture)).toBeInTheDocument()
    expect(field(/^Chamber No/)).toHaveAttribute('aria-invalid', 'true')
  })

  it('saves, toasts the spec message, and an empty website removes it', async () => {
    const u = userEvent.setup()
    await open()
    await u.clear(field(/^Chamber No/))
    await u.type(field(/^Chamber No/), 'Chamber 9')
    await u.clear(field(/^Website/))
    await u.click(save())
    expect(await screen.findByText(MESSAGES.updated)).toBeInTheDocument()
    await waitFor(() => expect(demo()).toMatchObject({ chamberNo: 'CHAMBER 9', advocatePortalUrl: '' }))
    await waitFor(() => expect(field(/^Chamber No/)).toHaveValue('CHAMBER 9'))
  })

  it('asks before removing the picture; removing enables Save and deletes it', async () => {
    demo().advocatePicFileURL = 'data:image/png;base64,iVBORw0KGgo='
    const u = userEvent.setup()
    await open()
    await u.click(await screen.findByRole('button', { name: 'Remove picture' }))
    expect(await screen.findByText(DELETE_PHOTO)).toBeInTheDocument()
    await u.click(screen.getByRole('button', { name: 'Yes' }))
    await waitFor(() => expect(save()).toBeEnabled())
    await u.click(save())
    await waitFor(() => expect(demo().advocatePicFileURL).toBeNull())
  })

  it("sends the confirmation for a free e-mail at once, and for one in use after the provider's message and the question", async () => {
    const u = userEvent.setup()
    await open()
    const confirmed = demo().email
    await u.clear(field(/^Email Address/))
    await u.type(field(/^Email Address/), 'new.mail@example.in')
    await u.click(screen.getByRole('button', { name: 'Verify Email Address' }))
    expect(await screen.findByText(VERIFICATION_SENT('new.mail@example.in'))).toBeInTheDocument()
    expect(lastMail('new.mail@example.in')).toBeDefined()
    // The new address waits for its link: the field shows the confirmed one again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verify Email Address' })).toBeDisabled())
    expect(field(/^Email Address/)).toHaveValue(confirmed)

    const taken = other().email
    await u.clear(field(/^Email Address/))
    await u.type(field(/^Email Address/), taken)
    await u.click(screen.getByRole('button', { name: 'Verify Email Address' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent(EMAIL_IN_USE(other().advocateName))
    expect(dialog).toHaveTextContent(MESSAGES.alsoUpdate)
    await u.click(within(dialog).getByRole('button', { name: 'No' }))
    expect(lastMail(taken.toLowerCase())).toBeUndefined()
    await u.click(screen.getByRole('button', { name: 'Verify Email Address' }))
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }))
    await waitFor(() => expect(lastMail(taken.toLowerCase())?.link).toMatch(/^\/validate-advocate\//))
    expect(demo().email).toBe(confirmed)
  })

  it('does not verify a malformed mobile number', async () => {
    const u = userEvent.setup()
    await open()
    await u.clear(field(/^Mobile No/))
    await u.type(field(/^Mobile No/), '0123456789')
    await u.click(screen.getByRole('button', { name: 'Verify Mobile No' }))
    expect(await screen.findByText(INVALID_MOBILE)).toBeInTheDocument()
    expect(demo().mobileNo).not.toBe('0123456789')
  })
})

describe('Profile in Hindi and Marathi', () => {
  afterEach(() => chooseLanguage('en'))

  it('names the cards and fields in Hindi and says a rule’s message in Hindi', async () => {
    await chooseLanguage('hi')
    const u = userEvent.setup()
    await openModule('/profile', 'प्रोफ़ाइल', { as: 'advocate', list: false })
    expect(await screen.findByRole('heading', { name: 'वकील का विवरण' })).toBeVisible()
    await waitFor(() => expect(field(/^चैंबर नंबर/)).toHaveValue(demo().chamberNo))
    await u.clear(field(/^चैंबर नंबर/))
    await u.click(screen.getByRole('button', { name: /^(सहेजें|Save)$/ }))
    expect(await screen.findByText('चैंबर नंबर डालें')).toBeInTheDocument()
  })

  it('names the Verify button and the SEO choice in Marathi', async () => {
    await chooseLanguage('mr')
    await openModule('/profile', 'प्रोफाइल', { as: 'advocate', list: false })
    expect(await screen.findByRole('button', { name: 'ईमेल पत्ता पडताळा' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'संपर्काची माहिती' })).toBeVisible()
    expect(screen.getByRole('option', { name: 'नाही' })).toBeInTheDocument()
  })
})
