import type { components } from '../../src/api/schema.gen'
import type { Client } from '../db'
import { KIND, advocateScope, authUser, fail, http, idOf, ok } from '../http'
import { findRow, sameText } from '../kit'
import { commit, db, provider } from '../provider'

export const CLIENT_ADDED = 'Client added successfully!'
export const CLIENT_UPDATED = 'Client Details updated successfully!'

type Fields = components['schemas']['ClientValues']

/** What the form sends, as the store keeps it; a gender only for an individual. */
export const storedClient = (body: Fields) => ({
  clientName: body.clientName,
  clientType: body.clientType,
  gender: body.clientType === 'INDIVIDUAL' ? (body.gender ?? null) : null,
  contactPerson: body.contactPerson,
  clientAddress1: body.clientAddress1 ?? '',
  clientAddress2: body.clientAddress2 ?? '',
  clientAddress3: body.clientAddress3 ?? '',
  pinCode: body.pinCode ?? '',
  countryCode: body.countryCode,
  stateCode: body.stateCode,
  emailId: body.emailId,
  mobileNo: body.mobileNo,
  landLineOffice: body.landLineOffice ?? '',
  landLineNo: body.landLineNo ?? '',
  occupation: body.occupation ?? '',
  sendSMS: body.sendSMS ?? '',
  sendMail: body.sendMail ?? '',
  sendWhatsapp: body.sendWhatsapp ?? '',
  preferredLanguage: body.PreferredLanguage ?? 'en',
})

/** A state of the country the client names, else 400: a client never points at a state that is not there. */
export function checkPlace(countryCode: string, stateCode: string) {
  if (!db().states.some((s) => s.stateCode === stateCode && s.countryCode === countryCode)) throw fail(400, 'stateCode: the state is not a state of the chosen country.')
}

/** Clients (spec 2 §2, §7): every call is scoped to the advocate; a non-admin user reaches only their own advocate's clients. */
export const clientHandlers = [
  http.post('/get-client-detail', async ({ request, response }) => {
    const user = authUser(request)
    const { ClientCode } = await request.json()
    const client = db().clients.find((c) => String(c.clientCode) === ClientCode && (user.advocateCode === null || c.advocateCode === user.advocateCode))
    if (!client) throw fail(404, 'The client was not found.')
    const { clientCode, advocateCode, preferredLanguage, ...fields } = client
    return response(200).json(
      ok({
        clientDetail: { ...fields, PreferredLanguage: preferredLanguage ?? 'en', clientCode: String(clientCode), encryptedClientCode: idOf(KIND.client, clientCode), encryptedAdvocateCode: idOf(KIND.advocate, advocateCode) },
      }),
    )
  }),

  http.post('/client-registration', async ({ request, response }) => {
    const user = authUser(request)
    const body = await request.json()
    const advocateCode = advocateScope(user, body.encryptedAdvocateCode)
    checkPlace(body.countryCode, body.stateCode)
    const clientCode = provider().nextId('clients')
    db().clients.push({ clientCode, advocateCode, ...storedClient(body) } as Client)
    commit()
    return response(200).json(ok({ encryptedClientCode: idOf(KIND.client, clientCode) }, CLIENT_ADDED))
  }),

  http.post('/update-client', async ({ request, response }) => {
    const user = authUser(request)
    const body = await request.json()
    const advocateCode = advocateScope(user, body.encryptedAdvocateCode)
    const client = findRow('clients', body.encryptedClientCode, (c) => c.advocateCode === advocateCode)
    checkPlace(body.countryCode, body.stateCode)
    Object.assign(client, storedClient(body))
    commit()
    return response(200).json(ok({ encryptedClientCode: body.encryptedClientCode }, CLIENT_UPDATED))
  }),

  http.post('/check-client-email-exists', async ({ request, response }) => {
    const user = authUser(request)
    const { encryptedAdvocateCode, emailId, encryptedClientCode, isUpdate } = await request.json()
    const advocateCode = advocateScope(user, encryptedAdvocateCode)
    const self = isUpdate && encryptedClientCode ? findRow('clients', encryptedClientCode, (c) => c.advocateCode === advocateCode).clientCode : null
    const other = db().clients.find((c) => c.advocateCode === advocateCode && c.clientCode !== self && sameText(c.emailId, emailId))
    return response(200).json(ok({ clientName: other?.clientName ?? '' }))
  }),
]
