import { describe, expect, it } from 'vitest'
import { api } from '@/api/client'
import { DEFAULT_TEMPLATES } from '@/lib/client-message'
import { MESSAGES } from '@mocks/http'
import { DEMO_ADVOCATE_CODE, addDays, encryptId } from '@mocks/db'
import { CASE_NOT_FOUND, MESSAGE_LOGGED, TEMPLATES_SAVED } from '@mocks/handlers/client-messages'
import { localToday, provider } from '@mocks/provider'
import { signInAs } from '../support/session'
import { failure } from '../support/failure'

const db = () => provider().db
const advocateCode = encryptId('advocate', DEMO_ADVOCATE_CODE)
const ownCase = () => db().cases.find((c) => c.advocateCode === DEMO_ADVOCATE_CODE && c.caseStatus === 'ONGOING')!
const log = (caseId: number, patch: Record<string, unknown> = {}) =>
  api.POST('/add-client-message-log', { body: { EncryptedCaseId: encryptId('case', caseId), Channel: 'WHATSAPP', Recipient: '+919876543210', Language: 'hi', ...patch } as never })

describe('tell the client: the message log', () => {
  it('records a prepared message with the hearing, channel, recipient, language and user, sending nothing', async () => {
    await signInAs('clerk')
    const target = ownCase()
    const { data } = await log(target.caseId)
    expect(data!.message).toBe(MESSAGE_LOGGED)
    expect(db().clientMessages.at(-1)).toMatchObject({
      caseId: target.caseId, hearingDate: target.nextHearingDate, channel: 'WHATSAPP', recipient: '+919876543210', language: 'hi', userName: db().users.find((u) => u.loginId === 'clerk')!.userName,
    })
  })

  it('refuses a bad channel and a recipient over 100 characters (400), another advocate’s case (404)', async () => {
    await signInAs('advocate')
    expect(await failure(log(ownCase().caseId, { Channel: 'TELEGRAM' }))).toMatchObject({ status: 400, message: expect.stringContaining('Channel') })
    expect(await failure(log(ownCase().caseId, { Recipient: 'x'.repeat(101) }))).toMatchObject({ status: 400, message: expect.stringContaining('Recipient') })
    const other = db().cases.find((c) => c.advocateCode !== DEMO_ADVOCATE_CODE)!
    expect(await failure(log(other.caseId))).toEqual({ status: 404, message: CASE_NOT_FOUND })
  })

  it('is refused (403) to a user whose menu holds no court day, next date or dashboard: the administrator', async () => {
    await signInAs('admin')
    expect(await failure(log(ownCase().caseId))).toEqual({ status: 403, message: MESSAGES.noAccess })
  })
})

describe('tell the client: the day’s clients and the message detail', () => {
  it('lists tomorrow’s ongoing hearings of the practice and marks one told once its message is logged', async () => {
    await signInAs('advocate')
    const tomorrow = addDays(localToday(), 1)
    const expected = db().cases.filter((c) => c.advocateCode === DEMO_ADVOCATE_CODE && c.caseStatus === 'ONGOING' && c.nextHearingDate === tomorrow)
    const list = async () => (await api.POST('/get-hearing-client-message-list', { body: { EncryptedAdvocateCode: advocateCode, HearingDate: tomorrow } })).data!.data.hearingClientList
    const before = await list()
    expect(before).toHaveLength(expected.length)
    expect(before.length).toBeGreaterThan(0)
    const first = before.find((r) => !r.told)!
    await api.POST('/add-client-message-log', { body: { EncryptedCaseId: first.encryptedCaseId, Channel: 'SMS', Recipient: '+919876543210', Language: 'en' } })
    expect((await list()).find((r) => r.encryptedCaseId === first.encryptedCaseId)!.told).toBe(true)
  })

  it('answers the client’s contact, language and the templates in that language', async () => {
    await signInAs('advocate')
    const target = ownCase()
    const client = db().clients.find((c) => c.clientCode === target.clientCode)!
    client.preferredLanguage = 'mr'
    const { data } = await api.POST('/get-client-message-detail', { body: { EncryptedCaseId: encryptId('case', target.caseId) } })
    expect(data!.data).toMatchObject({ clientName: client.clientName, mobileNo: client.mobileNo, preferredLanguage: 'mr', clientCaseNo: target.clientCaseNo })
    expect(data!.data.templates.map((t) => [t.Kind, t.Language, t.Text])).toEqual([
      ['OUTCOME', 'mr', DEFAULT_TEMPLATES.OUTCOME.mr],
      ['REMINDER', 'mr', DEFAULT_TEMPLATES.REMINDER.mr],
    ])
  })
})

describe('tell the client: the practice’s templates', () => {
  const save = (Text: string) =>
    api.POST('/update-client-message-templates', { body: { EncryptedAdvocateCode: advocateCode, Templates: [{ Kind: 'REMINDER', Language: 'hi', Text }] } })

  it('answers six templates, saves one and refuses an unknown placeholder or an empty one', async () => {
    await signInAs('advocate')
    const first = (await api.POST('/get-client-message-template-list', { body: { EncryptedAdvocateCode: advocateCode } })).data!.data
    expect(first.templates).toHaveLength(6)
    expect(first.sampleCase).not.toBeNull()
    expect((await save('नमस्ते {clientName} जी, पेशी {nextDate}')).data!.message).toBe(TEMPLATES_SAVED)
    const after = (await api.POST('/get-client-message-template-list', { body: { EncryptedAdvocateCode: advocateCode } })).data!.data.templates
    expect(after.find((t) => t.Kind === 'REMINDER' && t.Language === 'hi')).toMatchObject({ Text: 'नमस्ते {clientName} जी, पेशी {nextDate}', isDefault: false })
    expect(await failure(save('Dear {client}'))).toEqual({
      status: 400,
      message: 'REMINDER hi: Unknown placeholder {client}. Use only {clientName} {caseNo} {title} {court} {courtRoom} {outcome} {nextDate} {purpose}.',
    })
    expect(await failure(save('   '))).toEqual({ status: 400, message: 'REMINDER hi: The template cannot be empty.' })
    expect(await failure(save('x'.repeat(1001)))).toMatchObject({ status: 400 })
  })

  it('is refused (403) to a clerk, whose menu has no Client Messages page', async () => {
    await signInAs('clerk')
    expect(await failure(api.POST('/get-client-message-template-list', { body: { EncryptedAdvocateCode: advocateCode } }))).toEqual({ status: 403, message: MESSAGES.noAccess })
  })
})
