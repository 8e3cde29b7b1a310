import type { components } from '../../src/api/schema.gen'
import { DEFAULT_TEMPLATES, LANGUAGES, MESSAGE_KINDS, templateProblems } from '../../src/lib/client-message/templates'
import type { Case, ClientLanguage, MessageKind } from '../db'
import { KIND, advocateScope, authUser, fail, http, idOf, isAdmin, ok, requireId } from '../http'
import { commit, db, localToday, provider } from '../provider'

type Template = components['schemas']['ClientMessageTemplate']

export const CASE_NOT_FOUND = 'The case was not found.'
export const TEMPLATES_SAVED = 'Message templates saved successfully!'
export const MESSAGE_LOGGED = 'The message was prepared; it is sent from the app it opened.'

/** A case the user may reach: the administrator any, everyone else their own advocate's (another's is not found). */
function reachableCase(request: Request, encryptedCaseId: string): Case {
  const user = authUser(request)
  const id = requireId(KIND.case, encryptedCaseId, 'The case')
  const advocate = isAdmin(user) ? null : advocateScope(user, undefined)
  const found = db().cases.find((c) => c.caseId === id && (advocate === null || c.advocateCode === advocate))
  if (!found) throw fail(404, CASE_NOT_FOUND)
  return found
}

/** The practice's template of a kind and language, or the default. */
function templateOf(advocateCode: number, kind: MessageKind, language: ClientLanguage): Template {
  const own = db().messageTemplates.find((t) => t.advocateCode === advocateCode && t.kind === kind && t.language === language)
  return { Kind: kind, Language: language, Text: own?.text ?? DEFAULT_TEMPLATES[kind][language], isDefault: !own }
}

const lastOutcome = (caseId: number) =>
  db().hearings.filter((h) => h.caseId === caseId).reduce<{ hearingDate: string; advocateComment: string } | null>((last, h) => (!last || h.hearingDate >= last.hearingDate ? h : last), null)
    ?.advocateComment ?? ''

/** A case as a message speaks of it. */
function messageCase(c: Case) {
  const client = db().clients.find((cl) => cl.clientCode === c.clientCode)
  return {
    encryptedCaseId: idOf(KIND.case, c.caseId),
    clientName: client?.clientName ?? '',
    clientCaseNo: c.clientCaseNo,
    caseTitle: c.caseTitle,
    courtName: db().courts.find((ct) => ct.courtCode === c.courtCode)?.courtName ?? '',
    courtNo: c.courtNo,
    nextHearingDate: c.nextHearingDate || null,
    purpose: c.purpose,
    lastOutcome: lastOutcome(c.caseId),
  }
}

function contactOf(c: Case) {
  const client = db().clients.find((cl) => cl.clientCode === c.clientCode)
  return { mobileNo: client?.mobileNo ?? '', emailId: client?.emailId ?? '', preferredLanguage: client?.preferredLanguage ?? ('en' as const) }
}

/** Issue 25, tell the client: the provider prepares nothing and sends nothing; it keeps templates and a log. */
export const clientMessageHandlers = [
  http.post('/get-client-message-detail', async ({ request, response }) => {
    const { EncryptedCaseId } = await request.json()
    const found = reachableCase(request, EncryptedCaseId)
    const contact = contactOf(found)
    const templates = MESSAGE_KINDS.map((kind) => templateOf(found.advocateCode, kind, contact.preferredLanguage))
    return response(200).json(ok({ ...messageCase(found), ...contact, templates }))
  }),

  http.post('/add-client-message-log', async ({ request, response }) => {
    const body = await request.json()
    const found = reachableCase(request, body.EncryptedCaseId)
    const user = authUser(request)
    db().clientMessages.push({
      clientMessageId: provider().nextId('clientMessages'),
      caseId: found.caseId,
      advocateCode: found.advocateCode,
      hearingDate: found.nextHearingDate || null,
      channel: body.Channel,
      recipient: body.Recipient,
      language: body.Language,
      at: new Date().toISOString(),
      userName: user.userName,
    })
    commit()
    return response(200).json(ok(null, MESSAGE_LOGGED))
  }),

  http.post('/get-hearing-client-message-list', async ({ request, response }) => {
    const user = authUser(request)
    const { EncryptedAdvocateCode, HearingDate } = await request.json()
    const advocateCode = advocateScope(user, EncryptedAdvocateCode)
    const told = new Set(db().clientMessages.filter((m) => m.advocateCode === advocateCode && m.hearingDate === HearingDate).map((m) => m.caseId))
    const rows = db()
      .cases.filter((c) => c.advocateCode === advocateCode && c.caseStatus === 'ONGOING' && c.nextHearingDate === HearingDate)
      .map((c) => ({ ...messageCase(c), ...contactOf(c), told: told.has(c.caseId) }))
      .sort((a, b) => a.courtName.localeCompare(b.courtName) || a.clientCaseNo.localeCompare(b.clientCaseNo))
    return response(200).json(ok({ hearingClientList: rows }))
  }),

  http.post('/get-client-message-template-list', async ({ request, response }) => {
    const user = authUser(request)
    const { EncryptedAdvocateCode } = await request.json()
    const advocateCode = advocateScope(user, EncryptedAdvocateCode)
    const templates = MESSAGE_KINDS.flatMap((kind) => LANGUAGES.map((language) => templateOf(advocateCode, kind, language)))
    const today = localToday()
    const own = db().cases.filter((c) => c.advocateCode === advocateCode)
    const coming = own.filter((c) => c.nextHearingDate >= today).sort((a, b) => a.nextHearingDate.localeCompare(b.nextHearingDate))
    const sample = coming[0] ?? own[0]
    return response(200).json(ok({ templates, sampleCase: sample ? messageCase(sample) : null }))
  }),

  http.post('/update-client-message-templates', async ({ request, response }) => {
    const user = authUser(request)
    const { EncryptedAdvocateCode, Templates } = await request.json()
    const advocateCode = advocateScope(user, EncryptedAdvocateCode)
    for (const t of Templates) {
      const problem = templateProblems(t.Text)[0]
      if (problem) throw fail(400, `${t.Kind} ${t.Language}: ${problem}`)
    }
    for (const t of Templates) {
      const rest = db().messageTemplates.filter((m) => !(m.advocateCode === advocateCode && m.kind === t.Kind && m.language === t.Language))
      const isDefault = t.Text.replace(/\r\n?/g, '\n') === DEFAULT_TEMPLATES[t.Kind][t.Language]
      db().messageTemplates = isDefault ? rest : [...rest, { messageTemplateId: provider().nextId('messageTemplates'), advocateCode, kind: t.Kind, language: t.Language, text: t.Text }]
    }
    commit()
    return response(200).json(ok(null, TEMPLATES_SAVED))
  }),
]
