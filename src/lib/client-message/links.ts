import { TEXTS } from '../texts'
/** How a message leaves the app: always by the user's tap, in an app of the phone or computer. */
export const CHANNELS = ['WHATSAPP', 'SMS', 'EMAIL'] as const
export type Channel = (typeof CHANNELS)[number]
export const CHANNEL_NAME: Record<Channel, string> = { WHATSAPP: 'WhatsApp', SMS: 'SMS', EMAIL: 'e-mail' }

/** The spec stores a mobile number as 10 digits not starting with 0. */
const MOBILE = /^[1-9]\d{9}$/
const EMAIL = /^[^\s@]+@[^\s@]+$/

export interface Contact {
  mobileNo?: string | null
  emailId?: string | null
}

export interface Reach {
  channels: Channel[]
  /** Why a channel is missing, said beside the ones there are; '' when all three are there. */
  note: string
}

export const REACH_MESSAGES = TEXTS.reach

const mobileOf = (c: Contact) => (c.mobileNo ?? '').trim()
const emailOf = (c: Contact) => (c.emailId ?? '').trim()

export function reachOf(contact: Contact): Reach {
  const mobile = MOBILE.test(mobileOf(contact))
  const email = EMAIL.test(emailOf(contact))
  const channels: Channel[] = [...(mobile ? (['WHATSAPP', 'SMS'] as const) : []), ...(email ? (['EMAIL'] as const) : [])]
  return { channels, note: mobile ? '' : email ? REACH_MESSAGES.noMobile : REACH_MESSAGES.nothing }
}

/** Where the message goes on a channel, as recorded in the message log: +91 and the mobile, or the address. */
export function recipientOf(channel: Channel, contact: Contact): string {
  return channel === 'EMAIL' ? emailOf(contact) : `+91${mobileOf(contact)}`
}

/** WhatsApp's click-to-chat link: the number with India's code and no plus, the text UTF-8 percent-encoded. */
export const whatsappLink = (mobileNo: string, text: string) => `https://wa.me/91${mobileNo.trim()}?text=${encodeURIComponent(text)}`

export const smsLink = (mobileNo: string, text: string) => `sms:+91${mobileNo.trim()}?body=${encodeURIComponent(text)}`

/** RFC 6068: the address keeps its @, and a line break in the body is CRLF. */
export function mailtoLink(email: string, subject: string, text: string): string {
  const crlf = (s: string) => encodeURIComponent(s.replace(/\r?\n/g, '\r\n'))
  return `mailto:${encodeURIComponent(email.trim()).replace(/%40/g, '@')}?subject=${crlf(subject)}&body=${crlf(text)}`
}

export function linkFor(channel: Channel, contact: Contact, subject: string, text: string): string {
  if (channel === 'EMAIL') return mailtoLink(emailOf(contact), subject, text)
  return channel === 'WHATSAPP' ? whatsappLink(mobileOf(contact), text) : smsLink(mobileOf(contact), text)
}

// The GSM 03.38 basic set and its extension table (each extension character takes two places).
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
)
const GSM_EXTENDED = new Set('^{}\\[~]|€\f')

export interface SmsParts {
  encoding: 'GSM-7' | 'Unicode'
  /** Places used: GSM-7 septets, or UTF-16 code units for Unicode. */
  length: number
  parts: number
  /** Places left in the last part. */
  left: number
}

/**
 * How many SMS a text takes: GSM-7 holds 160 in one part and 153 in each of several; any other character
 * (Devanagari, say) makes the whole text Unicode, 70 in one part and 67 in each of several.
 */
export function smsParts(text: string): SmsParts {
  let septets = 0
  let gsm = true
  for (const ch of text) {
    if (GSM_BASIC.has(ch)) septets += 1
    else if (GSM_EXTENDED.has(ch)) septets += 2
    else {
      gsm = false
      break
    }
  }
  const [single, multi, length] = gsm ? [160, 153, septets] : [70, 67, text.length]
  const parts = length === 0 ? 0 : length <= single ? 1 : Math.ceil(length / multi)
  const capacity = parts <= 1 ? single : parts * multi
  return { encoding: gsm ? 'GSM-7' : 'Unicode', length, parts, left: capacity - length }
}
