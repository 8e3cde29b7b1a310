import * as z from 'zod/mini'
import type { components } from '@/api/schema.gen'
import { NEXT_DATE_MESSAGES, PURPOSES, STATUSES, caseContext, given, nextDateProblem, text } from '@/case-actions/next-date'
import { mobileText } from '@/lib/contact-schema'
import { parseDateInput } from '@/lib/date-input'
import { dateText } from '@/lib/date-schema'
import { displayDate, toWire } from '@/lib/dates'
import { formRule } from '@/lib/form-rule'
import { upperCased } from '@/lib/payload'
import { chosen, storedText } from '@/lib/text-schema'
import { TEXTS } from './texts'

type CaseRecord = components['schemas']['CaseRecord']
type SaveRequest = components['schemas']['NextDateSaveRequest']

export { PURPOSES, STATUSES }

/** Spec 2 §5 lengths of the next-date screen. */
export const MAX = { judge: 50, courtNo: 5, advocate: 50, oppAdvocate: 50, oppMobile: 10, fileNo: 20, roomNo: 5, almirah: 5, rack: 50, fileDescription: 50, comment: 200 } as const

export const MESSAGES = {
  client: TEXTS.rules.client,
  caseNo: TEXTS.rules.caseNo,
  court: TEXTS.rules.court,
  ...NEXT_DATE_MESSAGES,
} as const

export const nextDateSchema = z
  .object({
    clientCode: chosen(MESSAGES.client),
    caseNo: chosen(MESSAGES.caseNo),
    newNextHearingDate: dateText(MESSAGES.nextDate),
    newCourtCode: chosen(MESSAGES.court),
    newJudge: storedText('Judge', MAX.judge),
    newCourtNo: storedText('Court no', MAX.courtNo),
    newAdvocate: storedText('Advocate', MAX.advocate),
    newPurpose: z.string(),
    newCaseStatus: z.string(),
    oppAdvocateName: storedText('Opposite advocate', MAX.oppAdvocate),
    oppAdvMob: mobileText(),
    fileNo: storedText('File no', MAX.fileNo),
    roomNo: storedText('Room no', MAX.roomNo),
    almirahNo: storedText('Almirah', MAX.almirah),
    rackNo: storedText('Rack', MAX.rack),
    fileDescription: storedText('File description', MAX.fileDescription),
    advocateComment: storedText('Advocate comment', MAX.comment),
    clientComment: storedText('Client comment', MAX.comment),
    /** The case's current hearing date and register date (YYYY-MM-DD), from the provider: the new date must come after both. */
    currentDate: z.string(),
    registerDate: z.string(),
  })
  .check(
    formRule<{ newNextHearingDate: string; currentDate: string; registerDate: string }>((value, ctx) => {
      const date = typeof value.newNextHearingDate === 'string' ? parseDateInput(value.newNextHearingDate) : null
      if (!date) return
      const problem = nextDateProblem(toWire(date), value.currentDate, value.registerDate)
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['newNextHearingDate'] })
    }),
  )
export type NextDateForm = z.infer<typeof nextDateSchema>

export const EMPTY: NextDateForm = {
  clientCode: '',
  caseNo: '',
  newNextHearingDate: '',
  newCourtCode: '',
  newJudge: '',
  newCourtNo: '',
  newAdvocate: '',
  newPurpose: '',
  newCaseStatus: '',
  oppAdvocateName: '',
  oppAdvMob: '',
  fileNo: '',
  roomNo: '',
  almirahNo: '',
  rackNo: '',
  fileDescription: '',
  advocateComment: '',
  clientComment: '',
  currentDate: '',
  registerDate: '',
}


/** A chosen case in the form: the new values start as the current ones (the usual hearing changes only the date). */
export const fromCase = (c: CaseRecord, clientCode: string, caseNo: string): NextDateForm => ({
  ...EMPTY,
  clientCode,
  caseNo,
  newCourtCode: text(c.courtCode),
  newJudge: text(c.judgeName),
  newCourtNo: text(c.courtNo),
  newAdvocate: text(c.attendantAdvocateName),
  newPurpose: text(c.purpose),
  newCaseStatus: text(c.caseStatus),
  oppAdvocateName: text(c.oppAdvName),
  oppAdvMob: text(c.oppAdvMob),
  fileNo: text(c.fileNo),
  roomNo: text(c.roomNo),
  almirahNo: text(c.almirah),
  rackNo: text(c.rack),
  fileDescription: text(c.fileDescription),
  currentDate: text(c.nextHearingDate),
  registerDate: text(c.caseRegisterDate),
})

/** The current values the read-only card shows, as the key of their label (`TEXTS.details`) and text. */
export const currentDetails = (c: CaseRecord): [keyof typeof TEXTS.details, string][] => [
  ['court', text(c.courtName)],
  ['judge', text(c.judgeName)],
  ['courtNo', text(c.courtNo)],
  ['attendantAdvocate', text(c.attendantAdvocateName)],
  ['purpose', text(c.purpose)],
  ['status', text(c.caseStatus)],
  ['hearingDate', displayDate(c.nextHearingDate)],
  ['policeStation', text(c.policeStation)],
  ['firDate', displayDate(c.firDate)],
  ['firNo', text(c.firNo)],
  ['underSection', text(c.underSection)],
]

/** Spec 2 §3: the next-date payload: current court and date, the new values, file placement, comments (text upper-cased, e-mail kept). */
export function toPayload(form: NextDateForm, c: CaseRecord, encryptedAdvocateCode: string, addUser: string): SaveRequest {
  const typed = upperCased({
    AttendantAdvocateName: form.newAdvocate,
    JudgeName: form.newJudge,
    CourtNo: form.newCourtNo,
    RoomNo: form.roomNo,
    Almirah: form.almirahNo,
    Rack: form.rackNo,
    FileNo: form.fileNo,
    FileDescription: form.fileDescription,
    Description: form.advocateComment,
    ClientComment: form.clientComment,
    OppAdvName: form.oppAdvocateName,
    OppAdvMob: form.oppAdvMob,
  })
  return {
    ...given(typed),
    ...caseContext(c),
    ...(form.newPurpose ? { Purpose: form.newPurpose as SaveRequest['Purpose'] } : {}),
    ...(form.newCaseStatus ? { CaseStatus: form.newCaseStatus as SaveRequest['CaseStatus'] } : {}),
    EncryptedAdvocateCode: encryptedAdvocateCode,
    ClientCode: form.clientCode,
    ClientCaseNo: form.caseNo,
    NextCourtCode: form.newCourtCode,
    NextHearingDate: toWire(parseDateInput(form.newNextHearingDate)!),
    AddUser: addUser,
  }
}
