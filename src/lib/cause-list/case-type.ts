/**
 * Case types as Indian courts print them, reduced to one key: `CRL.A.`, `Crl. Appeal`, `Cr.A.` and `CRA` are
 * all `CRLA`; `W.P.(C)` and `Writ Petition (Civil)` are `WPC`; `O.S.` and `Original Suit` are `OS`.
 * Words become their usual abbreviation (a known short form, else the first letter of a long word); a few
 * printed forms that do not follow from their words are listed whole.
 */
const WORDS: Record<string, string> = {
  CRIMINAL: 'CRL', CRIM: 'CRL', CRI: 'CRL', CR: 'CRL', CRL: 'CRL',
  APPEAL: 'A', APPL: 'A', APPLN: 'A', APPLICATION: 'A', APP: 'A',
  PETITION: 'P', PETN: 'P', PET: 'P',
  WRIT: 'W', CIVIL: 'C', CIV: 'C', CASE: 'C', CLAIM: 'C', CLAIMS: 'C',
  MISC: 'M', MISCELLANEOUS: 'M', MOTOR: 'M', ACCIDENT: 'A',
  ORIGINAL: 'O', ORIG: 'O', SUIT: 'S', SIDE: 'S', BAIL: 'B', REVISION: 'REV', REVN: 'REV', REV: 'REV',
  SPECIAL: 'S', LEAVE: 'L', EXECUTION: 'E', REGULAR: 'R', FIRST: 'F', SECOND: 'S', SESSIONS: 'S', SESSION: 'S',
  SUMMARY: 'S', COMMERCIAL: 'COMM', COMM: 'COMM', ARBITRATION: 'ARB', ARB: 'ARB', FAMILY: 'F', MATRIMONIAL: 'M',
  TRANSFER: 'T', CONTEMPT: 'CONT', CONT: 'CONT', REFERENCE: 'REF', REVIEW: 'RVW', INTERLOCUTORY: 'I', MATTER: 'M',
  NO: '',
}
/** Printed forms whose words do not give the key. */
const WHOLE: Record<string, string> = { CRA: 'CRLA', CRIA: 'CRLA', CRLAPPEAL: 'CRLA', CRP: 'CRLP', CRRP: 'CRLREVP', CRR: 'CRLREV', BLA: 'BA', WP: 'WP' }

export function caseTypeKey(printed: string): string {
  const words = printed.normalize('NFKC').toUpperCase().split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean)
  const joined = words.join('')
  if (WHOLE[joined]) return WHOLE[joined]!
  const key = words.map((w) => WORDS[w] ?? (w.length >= 5 && /^[A-Z]+$/.test(w) ? w[0] : w)).join('')
  return WHOLE[key] ?? key
}

const STOP = new Set(['IN', 'AND', 'WITH', 'ALSO', 'VS', 'V', 'OF', 'THE', 'ITEM'])

/**
 * The case type at the end of the text before a number: the trailing words that look like a type (an
 * abbreviation with dots or brackets, a known word, a short capital form), so a party name printed before
 * the number does not become part of the type.
 */
export function trailingType(text: string): string {
  const tokens = text.trim().split(/\s+/)
  const kept: string[] = []
  for (let i = tokens.length - 1; i >= 0 && kept.length < 5; i--) {
    const token = tokens[i]!
    const letters = token.toUpperCase().replace(/[^A-Z]/g, '')
    if (!letters || STOP.has(letters)) break
    const typeLike = /[.()]/.test(token) || letters in WORDS || (token === token.toUpperCase() && letters.length <= 4)
    if (!typeLike) break
    kept.unshift(token)
  }
  return kept.join(' ')
}
