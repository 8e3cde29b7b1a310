import { caseTypeKey, trailingType } from './case-type'

/** A case as a cause list prints it: type, number and year, or a CNR. */
export interface CaseRef {
  printed: string
  typeKey: string
  number: number
  year: number
}

const YEAR = '((?:19|20)\\d{2})'
// `CRL.A. 123/2024`, `W.P.(C) 1234/2023`, `CS(OS) 45/2019`, `O.S. No. 45 of 2019`, `BA 1872 of 2024`, `MACP/210/2022`.
const TYPE = "([A-Za-z][A-Za-z.()' ]{0,40}?[A-Za-z.)])"
const REF = new RegExp(`(?<![\\w])${TYPE}\\s*(?:/|-)?\\s*(?:No\\.?\\s*)?(\\d{1,7})\\s*(?:/|-|\\s+of\\s+)\\s*${YEAR}(?!\\d)`, 'gi')
/** CNR: 4 letters and 12 digits, printed whole or with hyphens or spaces between its parts. */
const CNR = /\b([A-Z]{4})[-\s]?(\d{2})[-\s]?(\d{6})[-\s]?(\d{4})\b/gi

export function findCnrs(text: string): string[] {
  return [...text.matchAll(CNR)].map((m) => `${m[1]}${m[2]}${m[3]}${m[4]}`.toUpperCase())
}

/** Every case reference in a line of text, in the order printed. */
export function findCaseRefs(text: string): CaseRef[] {
  const withoutCnr = text.replace(CNR, ' ')
  const refs: CaseRef[] = []
  for (const m of withoutCnr.matchAll(REF)) {
    const type = trailingType(m[1]!)
    const typeKey = caseTypeKey(type)
    if (!typeKey) continue
    refs.push({ printed: `${type} ${m[2]}/${m[3]}`, typeKey, number: Number(m[2]), year: Number(m[3]) })
  }
  return refs
}
