import type { Client, ClientLanguage, Gender } from '../types'
import { OCCUPATIONS, ORGANIZATION_FORMS, ORGANIZATION_WORDS } from './catalog'
import { DEMO_ADVOCATE_CODE } from './advocates'
import type { SeedContext } from './context'
import { address, email, person, uniqueMobile } from './people'

/** Where the demo advocate's clients live: mostly Maharashtra, a few from elsewhere. */
const DEMO_CLIENT_STATES: [string, number][] = [['MH', 80], ['GJ', 5], ['KA', 5], ['DL', 4], ['GA', 3], ['DXB', 1], ['ENG', 1]]

const LANGUAGE_BY_CODE: ClientLanguage[] = ['en', 'hi', 'en', 'mr', 'en']

export function organizationName(ctx: SeedContext): string {
  const { rng } = ctx
  return `${rng.pick(ctx.pools.last)} ${rng.pick(ORGANIZATION_WORDS)} ${rng.pick(ORGANIZATION_FORMS)}`
}

/**
 * `count` clients of one advocate. Rows are assembled from the name pools (no faker call per
 * row) so the large seed's 10,000 clients cost milliseconds.
 */
export function generateClients(ctx: SeedContext, advocateCode: number, count: number, homeState: string, spreadStates = false): Client[] {
  const { rng, db } = ctx
  const clients: Client[] = []
  let firstCode = db.clients.length + 1
  let sharma = advocateCode !== DEMO_ADVOCATE_CODE
  for (let i = 0; i < count; i++) {
    const clientCode = firstCode++
    const stateCode = spreadStates ? rng.weighted(DEMO_CLIENT_STATES) : homeState
    const countryCode = db.states.find((s) => s.stateCode === stateCode)?.countryCode ?? 'IN'
    const organization = rng.chance(0.2)
    // The spec's own example, so the demo shows it.
    const clientName = organization && !sharma ? 'SHARMA TRADERS PVT LTD' : null
    if (clientName) sharma = true
    const contact = person(ctx)
    const gender: Gender = rng.chance(0.01) ? 'TRANSGENDER' : contact.gender
    const where = address(ctx, stateCode)
    const name = organization ? (clientName ?? organizationName(ctx)) : contact.name
    clients.push({
      clientCode,
      advocateCode,
      clientName: name,
      clientType: organization ? 'ORGANIZATION' : 'INDIVIDUAL',
      gender: organization ? null : gender,
      contactPerson: contact.name,
      clientAddress1: where.line1,
      clientAddress2: where.line2,
      clientAddress3: where.line3,
      pinCode: where.pin,
      countryCode,
      stateCode,
      emailId: organization ? email(ctx, `accounts.${name.split(' ')[0]}`, clientCode) : email(ctx, `${contact.first}.${contact.last}`, clientCode),
      mobileNo: uniqueMobile(ctx),
      landLineOffice: organization || rng.chance(0.2) ? '0' + rng.digits(10) : '',
      landLineNo: rng.chance(0.3) ? '0' + rng.digits(10) : '',
      occupation: organization ? '' : rng.pick(OCCUPATIONS),
      sendSMS: rng.chance(0.7) ? 'Yes' : '',
      sendMail: rng.chance(0.6) ? 'Yes' : '',
      sendWhatsapp: rng.chance(0.5) ? 'Yes' : '',
      // From the code, not a draw: the other fields of the seed stay as they were.
      preferredLanguage: LANGUAGE_BY_CODE[clientCode % LANGUAGE_BY_CODE.length]!,
    })
  }
  return clients
}
