import type { components } from '@/api/schema.gen'
import { todayWire } from '@/lib/dates'
import { TEXTS } from './next-date-texts'

type CaseRecord = components['schemas']['CaseRecord']
type SaveRequest = components['schemas']['NextDateSaveRequest']

/**
 * The next-date rules of spec 2 §4–§5, shared by the Case Next Date form and the court-day board: both
 * record a hearing through `add-case-next-date-detail`, so both say the same things the same way.
 */
export const PURPOSES = ['Admission', 'Appearance', 'Argument', 'Charge/Issue', 'Evidence', 'Misc', 'Rejoinder', 'Reply'] as const
export const STATUSES = ['ONGOING', 'WON', 'LOST', 'CLOSED', 'DISPOSED'] as const

/** The next date's messages (spec 2 §5; today as the minimum has no text of the spec's), from the catalog. */
export const NEXT_DATE_MESSAGES = TEXTS.nextDate

/** Spec 2 §5: a new date (YYYY-MM-DD) after the current hearing and the register date, and not before today. */
export function nextDateProblem(wire: string, currentDate: string, registerDate: string, today = todayWire()): string | null {
  if ((currentDate && wire <= currentDate) || (registerDate && wire <= registerDate)) return NEXT_DATE_MESSAGES.notAfterCurrent
  if (wire < today) return NEXT_DATE_MESSAGES.beforeToday
  return null
}

export const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value))

/** Optional values are left out rather than sent empty. */
export const given = (values: Record<string, string | undefined>) => Object.fromEntries(Object.entries(values).filter(([, v]) => v)) as Record<string, string>

/**
 * What a save sends about the case as it stands (spec 2 §3): the current court, its register and current
 * hearing dates (`PreviousDate`: the provider refuses the save with 409 once the case has moved on), and
 * the case's own particulars, cut to the contract's lengths.
 */
export function caseContext(c: CaseRecord) {
  const cnr = text(c.caseRecordNo ?? c.cRNo)
  return {
    ...given({
      CourtCode: text(c.courtCode),
      CaseRegisterDate: text(c.caseRegisterDate),
      PreviousDate: text(c.nextHearingDate),
      PoliceStation: text(c.policeStation).slice(0, 30),
      FIRDate: text(c.firDate),
      CaseTitle: text(c.caseTitle).slice(0, 255),
      UnderSection: text(c.underSection).slice(0, 30),
      FIRNo: text(c.firNo).slice(0, 30),
      EmailId: text(c.emailId).slice(0, 100),
      CaseRecordNo: /^[A-Z]{4}\d{12}$/.test(cnr) ? cnr : '',
    }),
    ...(c.caseNature ? { CaseNature: c.caseNature as SaveRequest['CaseNature'] } : {}),
  }
}

/**
 * The values a save replaces on the case (court, judge, court no, advocate, purpose, status, opposing
 * advocate, file placement) as the case has them now: a save that changes only the date sends them back
 * unchanged, since the provider takes every one of them from the save.
 */
export function unchangedValues(c: CaseRecord): Partial<SaveRequest> & { NextCourtCode: string } {
  return {
    ...given({
      AttendantAdvocateName: text(c.attendantAdvocateName).slice(0, 50),
      JudgeName: text(c.judgeName).slice(0, 50),
      CourtNo: text(c.courtNo).slice(0, 5),
      RoomNo: text(c.roomNo).slice(0, 5),
      Almirah: text(c.almirah).slice(0, 5),
      Rack: text(c.rack).slice(0, 50),
      FileNo: text(c.fileNo).slice(0, 20),
      FileDescription: text(c.fileDescription).slice(0, 50),
      OppAdvName: text(c.oppAdvName).slice(0, 50),
      OppAdvMob: /^[1-9]\d{9}$/.test(text(c.oppAdvMob)) ? text(c.oppAdvMob) : '',
    }),
    ...((PURPOSES as readonly string[]).includes(text(c.purpose)) ? { Purpose: c.purpose as SaveRequest['Purpose'] } : {}),
    ...((STATUSES as readonly string[]).includes(text(c.caseStatus)) ? { CaseStatus: c.caseStatus as SaveRequest['CaseStatus'] } : {}),
    NextCourtCode: text(c.courtCode),
  }
}

