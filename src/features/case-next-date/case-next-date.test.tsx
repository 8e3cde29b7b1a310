import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { addDays, format } from 'date-fns'
import { DEMO_ADVOCATE_CODE, encryptId } from '@mocks/db'
import { NEXT_DATE_SAVED } from '@mocks/handlers/next-date'
import { localToday, provider } from '@mocks/provider'
import { chooseLanguage } from '@/i18n/texts'
import { tooLong } from '@/lib/text-schema'
import { INVALID_MOBILE } from '@/lib/contact-schema'
import { pick } from '../../../tests/support/async-select'
import { openModule } from '../../../tests/support/open-module'
import { EMPTY, MESSAGES, nextDateSchema, type NextDateForm } from './schema'

const user = () => userEvent.setup()
const field = (label: RegExp) => screen.getByLabelText(label)
const save = () => screen.getByRole('button', { name: 'Save' })
const db = () => provider().db
const shown = (days: number) => format(addDays(new Date(), days), 'dd-MM-yyyy')
const wire = (days: number) => format(addDays(new Date(), days), 'yyyy-MM-dd')

const valid = (patch: Partial<NextDateForm> = {}): NextDateForm => ({ ...EMPTY, clientCode: '1', caseNo: 'CC/1', newCourtCode: '3', newNextHearingDate: shown(5), currentDate: wire(-3), registerDate: '2024-01-01', ...patch })
const messages = (values: NextDateForm) => {
  const result = nextDateSchema.safeParse(values)
  return result.success ? [] : result.error.issues.map((i) => i.message)
}

describe('case next date validation (spec 2 §5)', () => {
  it('shows every required message at once', () => expect(messages(EMPTY).sort()).toEqual([MESSAGES.client, MESSAGES.caseNo, MESSAGES.court, MESSAGES.nextDate].sort()))
  it.each([
    ['the current hearing date itself', { newNextHearingDate: shown(5), currentDate: wire(5) }, [MESSAGES.notAfterCurrent]],
    ['the day after the current hearing', { newNextHearingDate: shown(6), currentDate: wire(5) }, []],
    ['yesterday (current date long past)', { newNextHearingDate: shown(-1), currentDate: wire(-30) }, [MESSAGES.beforeToday]],
    ['today (current date past)', { newNextHearingDate: shown(0), currentDate: wire(-30) }, []],
    ['judge of 51', { newJudge: 'J'.repeat(51) }, [tooLong('Judge', 50)]],
    ['court no of 6', { newCourtNo: '1'.repeat(6) }, [tooLong('Court no', 5)]],
    ['advocate of 51', { newAdvocate: 'A'.repeat(51) }, [tooLong('Advocate', 50)]],
    ['opposite advocate of 51', { oppAdvocateName: 'O'.repeat(51) }, [tooLong('Opposite advocate', 50)]],
    ['a 0-leading opposite mobile', { oppAdvMob: '0123456789' }, [INVALID_MOBILE]],
    ['file no of 21', { fileNo: 'F'.repeat(21) }, [tooLong('File no', 20)]],
    ['room of 6', { roomNo: 'R'.repeat(6) }, [tooLong('Room no', 5)]],
    ['almirah of 6', { almirahNo: 'A'.repeat(6) }, [tooLong('Almirah', 5)]],
    ['rack of 51', { rackNo: 'R'.repeat(51) }, [tooLong('Rack', 50)]],
    ['file description of 51', { fileDescription: 'D'.repeat(51) }, [tooLong('File description', 50)]],
    ['advocate comment of 201', { advocateComment: 'C'.repeat(201) }, [tooLong('Advocate comment', 200)]],
    ['client comment of 201', { clientComment: 'C'.repeat(201) }, [tooLong('Client comment', 200)]],
    ['every limit itself', { newJudge: 'J'.repeat(50), newCourtNo: '1'.repeat(5), rackNo: 'R'.repeat(50), advocateComment: 'C'.repeat(200), oppAdvMob: '9876543210' }, []],
  ])('%s', (_, patch, expected) => expect(messages(valid(patch))).toEqual(expected))
})

describe('Case Next Date', () => {
  const pending = () => db().cases.find((c) => c.advocateCode === DEMO_ADVOCATE_CODE && c.caseStatus === 'ONGOING' && c.nextHearingDate < localToday())!

  it('opened by a case id: shows the current values, saves a new date, court stays, file moves, and returns to the dashboard', async () => {
    const u = user()
    const c = pending()
    const previous = c.nextHearingDate
    const app = await openModule(`/case-next-date/${encryptId('case', c.caseId)}`, 'Case Next Date', { as: 'clerk', list: false })
    const card = within(await screen.findByRole('region', { name: 'Current Date Detail' }))
    expect(await card.findByText(format(new Date(`${c.nextHearingDate}T00:00`), 'dd-MM-yyyy'))).toBeInTheDocument()
    await waitFor(() => expect(field(/^Rack/)).toHaveValue(c.rack))
    await u.type(field(/^Next Hearing Date/), shown(9))
    await u.clear(field(/^Rack/))
    await u.type(field(/^Rack/), 'rack 7')
    await u.click(save())
    expect(await screen.findByText(NEXT_DATE_SAVED)).toBeInTheDocument()
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard'))
    expect(db().cases.find((x) => x.caseId === c.caseId)).toMatchObject({ nextHearingDate: wire(9), rack: 'RACK 7', previousHearingDate: previous })
  })

  it('chooses a client then a case; a new client clears the case; every message shows at the first Save', async () => {
    const u = user()
    await openModule('/case-next-date', 'Case Next Date', { as: 'advocate', list: false })
    const c = pending()
    const client = db().clients.find((x) => x.clientCode === c.clientCode)!
    await pick(u, /^Client/, client.clientName.slice(0, 6), client.clientName)
    await pick(u, /^Case No/, c.clientCaseNo.slice(0, 3), `${c.clientCaseNo} - ${c.caseTitle}`)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Action' })).toBeEnabled())
    await u.type(field(/^Next Hearing Date/), format(new Date(`${c.nextHearingDate}T00:00`), 'dd-MM-yyyy'))
    await u.click(save())
    expect(await screen.findByText(MESSAGES.notAfterCurrent)).toBeInTheDocument()
  })

  it('hides Save for a disposed case', async () => {
    const d = db().cases.find((x) => x.advocateCode === DEMO_ADVOCATE_CODE && x.caseStatus === 'DISPOSED')!
    await openModule(`/case-next-date/${encryptId('case', d.caseId)}`, 'Case Next Date', { as: 'advocate', list: false })
    expect(await screen.findByText(MESSAGES.disposed)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument()
    expect(field(/^Next Hearing Date/)).toBeDisabled()
  })
})

describe('case next date: tell the client (issue 25)', () => {
  it("opens the message of the case's saved hearing in the client's language", async () => {
    const c = db().cases.find((x) => x.advocateCode === DEMO_ADVOCATE_CODE && x.caseStatus === 'ONGOING')!
    Object.assign(db().clients.find((cl) => cl.clientCode === c.clientCode)!, { mobileNo: '9823012345', preferredLanguage: 'mr' })
    await openModule(`/case-next-date/${encryptId('case', c.caseId)}`, 'Case Next Date', { as: 'advocate', list: false })
    const u = user()
    await u.click(await screen.findByRole('button', { name: 'Tell the client' }))
    const dialog = await screen.findByRole('dialog', { name: 'Tell the client' })
    const message = (await within(dialog).findByRole('textbox', { name: 'Message' })) as HTMLTextAreaElement
    expect(message.value).toContain(`प्रकरण क्रमांक: ${c.clientCaseNo}`)
    expect(message.value).toContain(`पुढील तारीख: ${format(new Date(`${c.nextHearingDate}T00:00`), 'dd-MM-yyyy')}`)
  })
})

describe('case next date in Hindi and Marathi', () => {
  afterEach(() => chooseLanguage('en'))

  it('says a disposed case in Marathi, with the current details card', async () => {
    await chooseLanguage('mr')
    const d = db().cases.find((x) => x.advocateCode === DEMO_ADVOCATE_CODE && x.caseStatus === 'DISPOSED')!
    await openModule(`/case-next-date/${encryptId('case', d.caseId)}`, 'केसची पुढची तारीख', { as: 'advocate', list: false })
    expect(await screen.findByText('ही केस निकाली निघाली आहे: तिची पुढची तारीख बदलता येणार नाही.')).toBeInTheDocument()
    const card = within(screen.getByRole('region', { name: 'चालू तारखेचा तपशील' }))
    expect(await card.findByText('सुनावणीची तारीख')).toBeInTheDocument()
  })

  it('names the fields in Hindi and says a hearing date not after the current one in Hindi', async () => {
    await chooseLanguage('hi')
    const u = user()
    const c = db().cases.find((x) => x.advocateCode === DEMO_ADVOCATE_CODE && x.caseStatus === 'ONGOING' && x.nextHearingDate < localToday())!
    await openModule(`/case-next-date/${encryptId('case', c.caseId)}`, 'केस की अगली तारीख', { as: 'clerk', list: false })
    expect(await screen.findByRole('region', { name: 'फ़ाइल कहाँ रखी है' })).toBeInTheDocument()
    await waitFor(() => expect(field(/^हाज़िर वकील/)).toBeEnabled())
    await u.type(field(/^अगली पेशी की तारीख/), format(new Date(`${c.nextHearingDate}T00:00`), 'dd-MM-yyyy'))
    // The shell's Save may or may not be translated yet: either name is its.
    await u.click(screen.getByRole('button', { name: /^(Save|सहेजें)$/ }))
    expect(await screen.findByText('अगली तारीख मौजूदा तारीख के बाद की होनी चाहिए')).toBeInTheDocument()
  })
})
