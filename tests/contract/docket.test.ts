import { describe, expect, it } from 'vitest'
import { api } from '@/api/client'
import { readPdf } from '@/api/pdf'
import { DEMO_ADVOCATE_CODE, addDays, encryptId } from '@mocks/db'
import type { DayList } from '@mocks/cause-list/day'
import { DOCKET, docketBody } from '@mocks/cause-list/docket'
import { NO_RECORDS } from '@mocks/handlers/case-schedule'
import { localToday, provider } from '@mocks/provider'
import { failure } from '../support/failure'
import { pdfText } from '../support/pdf-text'
import { signInAs } from '../support/session'

const db = () => provider().db
const advocateCode = encryptId('advocate', DEMO_ADVOCATE_CODE)
const DAY = '2026-11-27'
const docket = (ListDate: string) => api.POST('/get-docket-pdf', { body: { EncryptedAdvocateCode: advocateCode, ListDate }, parseAs: 'blob' })

const row = (id: string, court: string, room: string) => ({
  encryptedCaseId: id, clientCaseNo: id, courtName: court, courtNo: room, nextHearingDate: DAY, purpose: 'Evidence', clientName: `CLIENT ${id}`, caseTitle: '',
  caseDetail: { encryptedCaseId: id, clientCode: '1', clientCaseNo: id, petitionerName: `P ${id}`, respondentName: 'STATE', fileNo: `F/${id}`, roomNo: 'R2', almirah: 'A5', rack: '3' },
})
const listed = (id: string, court: string, room: string, item: string, next = DAY, sittingTime = '') => ({
  caseId: 1,
  entry: {
    courtRoom: room, bench: '', itemNo: item, listType: 'DAILY' as const, caseNoPrinted: id, cnr: null, petitioner: `P ${id}`, respondent: 'STATE', purpose: 'Orders', sittingTime, advocates: '',
    entryKey: id, encryptedListId: 'L', courtName: court, source: 'PUBLISHED' as const, namesPractice: true,
    match: { encryptedCaseId: id, clientCode: '1', clientCaseNo: id, caseTitle: '', clientName: `CLIENT ${id}`, nextHearingDate: next, caseStatus: 'ONGOING', attendantAdvocateName: 'ANANYA', reason: 'NUMBER' as const, confidence: 0.97, why: '', decision: null },
  },
})

describe('the docket’s table', () => {
  it('groups by court and court room in item order, flags a clash and a hearing left off its court’s list, then the list’s other dates', () => {
    const rows = [row('CS/9', 'CITY CIVIL COURT', '4'), row('CS/3', 'CITY CIVIL COURT', '4'), row('CS/5', 'CITY CIVIL COURT', '4'), row('FA/1', 'FAMILY COURT', '2')]
    const day: DayList = {
      entries: [listed('CS/9', 'CITY CIVIL COURT', '4', '2'), listed('CS/3', 'CITY CIVIL COURT', '4', '11'), listed('FA/1', 'FAMILY COURT', '2', '1'), listed('RCS/7', 'CITY CIVIL COURT', '4', '30', '2026-12-09')],
      lists: [{ encryptedListId: 'L', courtName: 'CITY CIVIL COURT', source: 'PUBLISHED', listType: 'DAILY', entries: 4, receivedAt: '2026-11-26T13:00:00.000Z' }],
      coveredCourts: [],
    }
    const body = docketBody(rows, day, DAY, (d) => d)
    const text = body.map((r) => r.map((c) => (typeof c === 'object' && c && 'content' in c ? c.content : c)).join(' | '))
    expect(text).toEqual([
      'CITY CIVIL COURT · Court room 4',
      `2 | CS/9 | P CS/9 v. STATE | Evidence | CLIENT CS/9 | F/CS/9 · Room R2 · Almirah A5 · Rack 3 | ${DOCKET.clash}`,
      `11 | CS/3 | P CS/3 v. STATE | Evidence | CLIENT CS/3 | F/CS/3 · Room R2 · Almirah A5 · Rack 3 | ${DOCKET.clash}`,
      ` | CS/5 | P CS/5 v. STATE | Evidence | CLIENT CS/5 | F/CS/5 · Room R2 · Almirah A5 · Rack 3 | ${DOCKET.notListed}`,
      'FAMILY COURT · Court room 2',
      `1 | FA/1 | P FA/1 v. STATE | Evidence | CLIENT FA/1 | F/FA/1 · Room R2 · Almirah A5 · Rack 3 | ${DOCKET.clash}`,
      DOCKET.clashes,
      'CS/9, CS/3, FA/1: Same sitting (the morning sitting) in CITY CIVIL COURT (room 4) and FAMILY COURT (room 2) for ANANYA',
      DOCKET.elsewhere,
      `30 | RCS/7 | P RCS/7 v. STATE | Orders | CLIENT RCS/7 | CITY CIVIL COURT · Court room 4 | ${DOCKET.diaryDate('2026-12-09')}`,
    ])
  })
})

describe('the docket PDF from the provider', () => {
  it('holds the day’s hearings of the practice (a clerk gets their advocate’s), and says No records found! for a day without one', async () => {
    await signInAs('clerk')
    const tomorrow = addDays(localToday(), 1)
    const cases = db().cases.filter((c) => c.advocateCode === DEMO_ADVOCATE_CODE && c.caseStatus === 'ONGOING' && c.nextHearingDate === tomorrow)
    expect(cases.length).toBeGreaterThan(0)
    const blob = await readPdf((await docket(tomorrow)).data as Blob)
    expect(await blob.slice(0, 5).text()).toBe('%PDF-')
    const text = await pdfText(blob, 'drawn')
    if (text !== null) {
      expect(text).toContain('Docket for')
      for (const c of cases) expect(text).toContain(c.clientCaseNo)
    }
    const empty = db().cases.reduce((max, c) => (c.nextHearingDate > max ? c.nextHearingDate : max), localToday())
    expect(await failure(docket(addDays(empty, 30)))).toEqual({ status: 404, message: NO_RECORDS })
  })
})
