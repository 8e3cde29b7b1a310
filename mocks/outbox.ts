/**
 * The mails the mock provider "sends". A real provider e-mails a reset link; the mock keeps it here,
 * where the demo shows it (the demo notice) and tests read it. It is never part of an answer.
 */
export interface Mail {
  to: string
  subject: string
  /** The app path the mail links to, e.g. /reset-password/<id>. */
  link: string
  /** What the mail says besides its link, line by line (e.g. a new user's login id and password). */
  lines?: string[]
}

const sent: Mail[] = []
const listeners = new Set<(mail: Mail) => void>()

export function sendMail(mail: Mail) {
  sent.push(mail)
  for (const listener of listeners) listener(mail)
}

/** The last mail sent to `to` (any address when omitted). */
export const lastMail = (to?: string) => sent.findLast((m) => to === undefined || m.to === to)

export function onMail(listener: (mail: Mail) => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const clearOutbox = () => {
  sent.length = 0
}
