import { beforeEach, describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import { generateCnrRecord } from '@mocks/cnr/generate'
import kahcText from '@mocks/data/cnr/KAHC010337682024.json?raw'
import mhmmText from '@mocks/data/cnr/MHMM170047912021.json?raw'
import { server } from '@mocks/node'
import { provider } from '@mocks/provider'
import { signInAs } from '../../tests/support/session'
import { CNR_HINTS, matchName, nameKey, nextHearing, placeRecord } from './cnr-masters'
import { readCnrRecord } from './cnr-record'

const options = (...labels: string[]) => labels.map((label, i) => ({ value: String(i + 1), label }))
const matched = (text: string, ...labels: string[]) => matchName(text, options(...labels))?.label ?? null

describe('finding a master by the name a record gives', () => {
  it('ignores case, punctuation, word order, plurals, fillers and common abbreviations', () => {
    const same: [string, string][] = [
      ['High Court of Karnataka, Principal Bench at Bengaluru', 'KARNATAKA HIGH COURT'],
      ['District and Sessions Court, Nagpur', 'DISTRICT AND SESSIONS COURT, NAGPUR'],
      ['Addl. Civil Judge (Sr. Dn.), Pune', 'ADDITIONAL CIVIL JUDGE SENIOR DIVISION, PUNE'],
      ['W.P.', 'WRIT PETITION'],
      ['CRL.P', 'CRIMINAL PETITION'],
      ['Crl. Misc. Appln.', 'CRIMINAL MISCELLANEOUS APPLICATION'],
      ['Regular Civil Suit', 'REGULAR CIVIL SUIT'],
      ['R.C.S.', 'REGULAR CIVIL SUIT'],
      ['S.C.C.', 'SCC'],
      ['FOR ARGUMENTS', 'Argument'],
      ['MISC.', 'Misc'],
      ['Orissa', 'ODISHA'],
      ['Jammu & Kashmir', 'JAMMU AND KASHMIR'],
    ]
    for (const [text, label] of same) expect(matched(text, label, 'SOMETHING ELSE'), text).toBe(label)
    expect(nameKey('S.C.C.')).toBe('SCC')
  })

  it('never guesses: another bench, an abbreviation with several meanings, two masters of one name, or nothing', () => {
    const courts = ['BOMBAY HIGH COURT', 'BOMBAY HIGH COURT, NAGPUR BENCH']
    expect(matched('Bombay High Court, Kolhapur Bench', ...courts)).toBeNull()
    expect(matched('Bombay High Court, Nagpur Bench', ...courts)).toBe('BOMBAY HIGH COURT, NAGPUR BENCH')
    // SCC is a summary criminal case in one court and a small cause case in another.
    expect(matched('S.C.C.', 'SUMMARY CRIMINAL CASE')).toBeNull()
    expect(matched('CRL.P', 'CRIMINAL APPEAL', 'CRIMINAL BAIL APPLICATION')).toBeNull()
    expect(
      matched('Additional Metropolitan Magistrate, Borivali, Mumbai', 'METROPOLITAN MAGISTRATE COURT, ESPLANADE', 'METROPOLITAN MAGISTRATE COURT, ANDHERI'),
    ).toBeNull()
    expect(matched('Writ Petition', 'WRIT PETITION', 'W.P.')).toBeNull()
    expect(matched('NOT HEARD CASES', 'Admission', 'Appearance', 'Argument', 'Charge/Issue', 'Evidence', 'Misc', 'Rejoinder', 'Reply')).toBeNull()
    expect(matched('', '')).toBeNull()
    expect(matched(' - ', 'ANY')).toBeNull()
  })
})

describe('the next hearing a record offers', () => {
  it('is its date from today on; a date before today is left out and said as the last listed date', () => {
    expect(nextHearing('2026-11-25', '2026-11-26')).toEqual({
      value: '',
      hint: "The record's last listed date, 25-11-2026, has passed; enter the next hearing date",
    })
    expect(nextHearing('2026-11-26', '2026-11-26')).toEqual({ value: '26-11-2026' })
    expect(nextHearing('2027-01-04', '2026-11-26')).toEqual({ value: '04-01-2027' })
    expect(nextHearing('', '2026-11-26')).toEqual({ value: '' })
  })
})

describe('placing a record among the masters of the mock provider', () => {
  const TODAY = '2026-11-26'
  beforeEach(async () => {
    await signInAs('advocate')
  })
  const codes = () => {
    const { states, courts, caseTypes } = provider().db
    const state = (name: string) => states.find((s) => s.stateName === name)!.stateCode
    const court = (name: string) => String(courts.find((c) => c.courtName === name)!.courtCode)
    const caseType = (courtName: string, name: string) =>
      String(caseTypes.find((t) => String(t.courtCode) === court(courtName) && t.caseType === name)!.caseCode)
    return { state, court, caseType }
  }

  it('the Mumbai magistrate case: the state only; no court, case type or purpose of that name, and its next date has passed', async () => {
    const placed = await placeRecord(readCnrRecord(mhmmText)!, 'IN', TODAY)
    expect(placed).toEqual({
      values: { countryCode: 'IN', stateCode: codes().state('MAHARASHTRA'), courtCode: '', caseCode: '', purpose: '', nextHearingDate: '' },
      hints: {
        courtCode: "The record says 'Additional Metropolitan Magistrate, Borivali, Mumbai'; choose the court",
        caseCode: "The record says 'Police cases S'; choose the case type",
        purpose: "The record says 'NOT HEARD CASES'; choose the purpose",
        nextHearingDate: "The record's last listed date, 22-01-2024, has passed; enter the next hearing date",
      },
    })
  })

  it('the Karnataka High Court petition: state and court; the masters have no criminal petition', async () => {
    const placed = await placeRecord(readCnrRecord(kahcText)!, 'IN', TODAY)
    expect(placed).toEqual({
      values: {
        countryCode: 'IN',
        stateCode: codes().state('KARNATAKA'),
        courtCode: codes().court('KARNATAKA HIGH COURT'),
        caseCode: '',
        purpose: '',
        nextHearingDate: '',
      },
      hints: { caseCode: "The record says 'CRL.P'; choose the case type", purpose: "The record says 'ORDERS'; choose the purpose" },
    })
  })

  it('a generated High Court writ petition: every field, the next hearing still to come', async () => {
    const { record } = generateCnrRecord('KAHC010002232025')
    expect(record.details.caseType).toBe('WP')
    expect(record.status.nextHearingDate).toBe('03rd February 2028')
    const placed = await placeRecord(readCnrRecord(JSON.stringify(record))!, 'IN', TODAY)
    const { state, court, caseType } = codes()
    expect(placed).toEqual({
      values: {
        countryCode: 'IN',
        stateCode: state('KARNATAKA'),
        courtCode: court('KARNATAKA HIGH COURT'),
        caseCode: caseType('KARNATAKA HIGH COURT', 'WRIT PETITION'),
        purpose: 'Evidence',
        nextHearingDate: '03-02-2028',
      },
      hints: {},
    })
  })

  it('is in India even when no state has the record’s name', async () => {
    const fill = readCnrRecord(JSON.stringify({ cnr: 'HCBM010012342020', title: 'A Vs. B', details: { state: 'Bombay' } }))!
    expect(await placeRecord(fill, 'IN', TODAY)).toEqual({
      values: { countryCode: 'IN', stateCode: '', courtCode: '', caseCode: '', purpose: '', nextHearingDate: '' },
      hints: { stateCode: "The record says 'Bombay'; choose the state" },
    })
  })

  it('leaves to the user what a master list that cannot be read, or a provider without India, would have given', async () => {
    server.use(http.post('*/api/get-court-master-list', () => HttpResponse.json({ status: 500, message: 'Courts are down.', data: null }, { status: 500 })))
    const fill = readCnrRecord(JSON.stringify(generateCnrRecord('KAHC010002232025').record))!
    const placed = await placeRecord(fill, 'IN', TODAY)
    expect(placed.values).toEqual({ countryCode: 'IN', stateCode: codes().state('KARNATAKA'), courtCode: '', caseCode: '', purpose: 'Evidence', nextHearingDate: '03-02-2028' })
    expect(placed.hints).toEqual({ courtCode: CNR_HINTS.says('KARNATAKA HIGH COURT', 'court'), caseCode: CNR_HINTS.says('WP', 'case type') })
    const nowhere = await placeRecord(fill, null, TODAY)
    expect(nowhere.values).toEqual({ stateCode: '', courtCode: '', caseCode: '', purpose: 'Evidence', nextHearingDate: '03-02-2028' })
    expect(nowhere.hints.stateCode).toBe("The record says 'KARNATAKA'; choose the state")
  })
})
