import { CNR_LENGTH, CNR_MESSAGES, CNR_WIRE } from '@/records/cnr-rules'
import { EMAIL_PATTERN, INVALID_EMAIL, INVALID_MOBILE } from '@/lib/contact-schema'
import { texts } from './texts'

/** A batch is looked up one CNR at a time at a gentle pace: 500 lines is about ten minutes. */
export const CNR_LIST_MAX = 500

export type Gender = 'MALE' | 'FEMALE' | 'TRANSGENDER'
const GENDERS: Readonly<Record<string, Gender>> = { M: 'MALE', MALE: 'MALE', F: 'FEMALE', FEMALE: 'FEMALE', T: 'TRANSGENDER', TRANSGENDER: 'TRANSGENDER' }

/** One line of the list: the CNR cleaned, and the client's details when the line gives them. */
export interface CnrLine {
  /** The line's number in the text, counted from 1 (blank lines count, so the user finds it). */
  line: number
  /** The line as written, to hand back when it failed. */
  text: string
  cnr: string
  mobile: string
  email: string
  gender: Gender | ''
  /** Why the line cannot be looked up, in the spec's words where the spec has them. */
  problem?: string
}

export interface CnrList {
  /** Every line to run (the first of each CNR) in the order written, malformed ones with their problem. */
  lines: CnrLine[]
  /** CNRs written more than once, each named once, with the lines it is on. */
  twice: { cnr: string; lines: number[] }[]
  /** The lines written (blank lines and a header not counted). */
  count: number
  tooMany: boolean
}

/** Upper case, hyphens and spaces out: MHAU01-999999-2015 and mhau019999992015 are the same CNR. */
export const cleanCnr = (text: string) => text.replace(/[\s-]+/g, '').toUpperCase()

/** A spreadsheet saved as CSV may quote a cell. */
const cell = (text: string) => text.trim().replace(/^"(.*)"$/, '$1').trim()

function cnrProblem(cnr: string): string | undefined {
  if (cnr.length !== CNR_LENGTH) return CNR_MESSAGES.length
  if (!CNR_WIRE.test(cnr)) return CNR_MESSAGES.pattern
  return undefined
}

function readLine(text: string, line: number): CnrLine {
  const [first = '', mobileText = '', emailText = '', genderText = ''] = text.split(/[,\t]/).map(cell)
  const cnr = cleanCnr(first)
  const mobile = mobileText.replace(/[\s-]+/g, '')
  const gender = GENDERS[genderText.toUpperCase()] ?? ''
  const problem =
    cnrProblem(cnr) ??
    (mobile && !/^[1-9]\d{9}$/.test(mobile) ? INVALID_MOBILE : undefined) ??
    (emailText && (!EMAIL_PATTERN.test(emailText) || emailText.length > 100) ? INVALID_EMAIL : undefined) ??
    (genderText && !gender ? texts().cnr.badGender : undefined)
  return { line, text, cnr, mobile, email: emailText, gender, ...(problem ? { problem } : {}) }
}

/**
 * The pasted or dropped list: one CNR a line, then optionally the client's mobile number, e-mail address and
 * gender, separated by commas or tabs. Blank lines and a header line ('CNR, Mobile, …') are skipped.
 */
export function parseCnrList(text: string): CnrList {
  const rows = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((row, i) => ({ row: row.trim(), line: i + 1 }))
    .filter(({ row }, i) => row !== '' && !(i === 0 && /^"?cnr\b/i.test(row)))
  const seen = new Map<string, number[]>()
  const lines: CnrLine[] = []
  for (const { row, line } of rows) {
    const read = readLine(row, line)
    const earlier = read.problem ? undefined : seen.get(read.cnr)
    if (earlier) {
      earlier.push(line)
      continue
    }
    if (!read.problem) seen.set(read.cnr, [line])
    lines.push(read)
  }
  const twice = [...seen].filter(([, at]) => at.length > 1).map(([cnr, at]) => ({ cnr, lines: at }))
  return { lines, twice, count: rows.length, tooMany: rows.length > CNR_LIST_MAX }
}

/** The lines that failed, as written, to fix and run again. */
export const failedText = (lines: readonly Pick<CnrLine, 'text'>[]) => lines.map((l) => l.text).join('\n')
