import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { generateCnrRecord } from '@mocks/cnr/generate'
import kahcText from '@mocks/data/cnr/KAHC010337682024.json?raw'
import mhmmText from '@mocks/data/cnr/MHMM170047912021.json?raw'
import { CNR_TITLE_MAX, ECOURTS_STATES, readCnrRecord, type CnrFill } from './cnr-record'

/** A record with the given parts over an empty one: what a single rule reads, alone. */
const read = (record: Record<string, unknown>) => readCnrRecord(JSON.stringify(record))
const EMPTY: CnrFill = {
  cnr: '', caseTitle: '', caseNo: '', petitionerName: '', respondentName: '', petitionerAdvocate: '', respondentAdvocate: '', petitioners: [], respondents: [],
  filingNo: '', filingDate: '', caseRegisterDate: '', nextHearingDate: '', courtNo: '', judgeName: '', underSection: '', firNo: '', firYear: '', policeStation: '', caseStatus: '',
  filingYear: '', stateName: '', court: '', caseType: '', purpose: '',
}

describe('the two real records', () => {
  it('reads the Mumbai magistrate case: ordinal hearing dates, court number and judge, one advocate, an act', () => {
    expect(readCnrRecord(mhmmText)).toEqual({
      cnr: 'MHMM170047912021',
      caseTitle: 'SEEMA PRAVIN DUSANE Vs. RAJIV BHASKAR JAGADA',
      caseNo: '4301388/2021',
      petitionerName: 'SEEMA PRAVIN DUSANE',
      respondentName: 'RAJIV BHASKAR JAGADA',
      petitionerAdvocate: 'priti khaire',
      respondentAdvocate: '',
      petitioners: ['SEEMA PRAVIN DUSANE'],
      respondents: ['RAJIV BHASKAR JAGADA'],
      filingNo: '904613/2021',
      filingDate: '2021-05-10',
      caseRegisterDate: '2021-05-10',
      nextHearingDate: '2024-01-22',
      courtNo: '3',
      judgeName: 'Metropolitan Magistrate 43 rd',
      underSection: '138r/w142',
      firNo: '',
      firYear: '',
      policeStation: '',
      caseStatus: 'ONGOING',
      filingYear: '2021',
      stateName: 'MAHARASHTRA',
      court: 'Additional Metropolitan Magistrate, Borivali, Mumbai',
      caseType: 'Police cases S',
      purpose: 'NOT HEARD CASES',
    } satisfies CnrFill)
  })

  it('reads the Karnataka High Court petition: no next date, a coram, two parties a side, an FIR, no acts', () => {
    expect(readCnrRecord(kahcText)).toEqual({
      cnr: 'KAHC010337682024',
      caseTitle: 'ROHIT TIWARI Vs. STATE OF KARNATAKA',
      caseNo: '5658/2024',
      petitionerName: 'ROHIT TIWARI, ANTONY VINAY KUMAR B',
      respondentName: 'STATE OF KARNATAKA, SUDARSHAN H V',
      petitionerAdvocate: 'DHANUSH MENON',
      respondentAdvocate: '',
      petitioners: ['ROHIT TIWARI', 'ANTONY VINAY KUMAR B'],
      respondents: ['STATE OF KARNATAKA', 'SUDARSHAN H V'],
      filingNo: '5792/2024',
      filingDate: '2024-06-14',
      caseRegisterDate: '2024-06-18',
      nextHearingDate: '',
      courtNo: '',
      judgeName: 'M.NAGAPRASANNA',
      underSection: '',
      firNo: '155',
      firYear: '2024',
      policeStation: 'INDIRANAGAR PS',
      caseStatus: 'ONGOING',
      filingYear: '2024',
      stateName: 'KARNATAKA',
      court: 'High Court of Karnataka, Principal Bench at Bengaluru',
      caseType: 'CRL.P',
      purpose: 'ORDERS',
    } satisfies CnrFill)
  })
})

describe('the rules, one at a time', () => {
  it('reads every date form court pages use, and leaves sentences and impossible dates empty', () => {
    const dates: [unknown, string][] = [
      ['10-05-2021', '2021-05-10'],
      ['22nd September 2021', '2021-09-22'],
      ['03rd January 2024', '2024-01-03'],
      ['1st March 2020', '2020-03-01'],
      ['2024-06-14', '2024-06-14'],
      ['29-02-2024', '2024-02-29'],
      [' 22nd  SEPTEMBER 2021 ', '2021-09-22'],
      ['', ''],
      ['Next Date is not given', ''],
      ['31-02-2021', ''],
      ['29th February 2023', ''],
      ['2021-13-01', ''],
      // Not a court page's form: reading it as May or October would be a guess.
      ['05/10/2021', ''],
      ['10-5-2021', ''],
      [20210510, ''],
      [null, ''],
      [{ date: '10-05-2021' }, ''],
    ]
    for (const [date, wire] of dates) {
      expect(read({ status: { nextHearingDate: date } })?.nextHearingDate, String(date)).toBe(wire)
      expect(read({ filing: { date } })?.filingDate).toBe(wire)
      expect(read({ registration: { date } })?.caseRegisterDate).toBe(wire)
    }
  })

  it('splits court number and judge at the first hyphen after digits only; a coram code is no court number', () => {
    const courts: [unknown, string, string][] = [
      ['3-Metropolitan Magistrate 43 rd', '3', 'Metropolitan Magistrate 43 rd'],
      ['52-District Judge-01', '52', 'District Judge-01'],
      ['1492M.NAGAPRASANNA', '', 'M.NAGAPRASANNA'],
      ['PRINCIPAL DISTRICT AND SESSIONS JUDGE', '', 'PRINCIPAL DISTRICT AND SESSIONS JUDGE'],
      ['2nd Additional Chief Judicial Magistrate', '', '2nd Additional Chief Judicial Magistrate'],
      ['3RD ADDL. CIVIL JUDGE (SR. DN.)', '', '3RD ADDL. CIVIL JUDGE (SR. DN.)'],
      ['District Judge-01', '', 'District Judge-01'],
      ['12345678901234-JUDGE', '1234567890', 'JUDGE'],
      ['4-' + 'J'.repeat(60), '4', 'J'.repeat(50)],
      ['', '', ''],
      [4, '', ''],
    ]
    for (const [text, courtNo, judgeName] of courts) expect(read({ status: { courtNumberAndJudge: text } }), String(text)).toMatchObject({ courtNo, judgeName })
  })

  it('joins names and advocates, drops what means "no advocate" and names an advocate of two parties once', () => {
    const fill = read({
      parties: {
        petitioners: [
          { name: 'A  ONE', advocate: 'NIL' },
          { name: 'B TWO', advocate: 'X ADV, Y ADV' },
          { name: 'C THREE', advocate: 'x adv' },
          { name: 'D FOUR', advocate: '-' },
          { name: 'E FIVE', advocate: '' },
          { name: 'F SIX', advocate: null },
          { name: 'G SEVEN' },
          { name: 'H EIGHT', advocate: 'nil,Z ADV' },
        ],
        respondents: [{ name: 'STATE', advocate: ' - ' }],
      },
    })
    expect(fill).toMatchObject({
      petitioners: ['A ONE', 'B TWO', 'C THREE', 'D FOUR', 'E FIVE', 'F SIX', 'G SEVEN', 'H EIGHT'],
      petitionerName: 'A ONE, B TWO, C THREE, D FOUR, E FIVE, F SIX, G SEVEN, H EIGHT',
      petitionerAdvocate: 'X ADV, Y ADV, Z ADV',
      respondents: ['STATE'],
      respondentName: 'STATE',
      respondentAdvocate: '',
    })
  })

  it('cuts the title at 250 characters and names at 100, after collapsing white space', () => {
    const long = read({ title: `  A  B\n${'T'.repeat(400)}`, parties: { petitioners: [{ name: 'N'.repeat(150) }, { name: 'M' }] } })!
    expect(long.caseTitle).toBe(`A B ${'T'.repeat(246)}`)
    expect(long.caseTitle).toHaveLength(CNR_TITLE_MAX)
    expect(long.petitioners).toEqual(['N'.repeat(100), 'M'])
    expect(long.petitionerName).toBe('N'.repeat(100))
    // An emoji is never cut in half.
    expect(read({ title: `${'a'.repeat(249)}😀` })?.caseTitle).toBe('a'.repeat(249))
  })

  it('keeps sections only, several joined, cut to the form', () => {
    expect(read({ acts: [{ act: 'IPC', sections: '420' }, { act: 'X', sections: '' }, { act: 'NI ACT', sections: '138R-W141AND142' }] })?.underSection).toBe('420, 138R-W141AND142')
    expect(read({ acts: [{ act: 'IPC', sections: '1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12' }] })?.underSection).toBe('1, 2, 3, 4, 5, 6, 7, 8, 9, 10,')
    expect(read({ acts: { act: 'IPC', sections: '420' } })?.underSection).toBe('')
  })

  it('maps the court status to the form and leaves any other status empty', () => {
    const statuses: [unknown, CnrFill['caseStatus']][] = [['Pending', 'ONGOING'], ['Disposed', 'DISPOSED'], ['DISPOSED', 'DISPOSED'], ['Transferred', ''], [true, '']]
    for (const [caseStatus, expected] of statuses) expect(read({ status: { caseStatus } })?.caseStatus).toBe(expected)
  })

  it('takes the CNR as 16 characters and the FIR year as four digits, or leaves them empty', () => {
    expect(read({ cnr: 'mhmm17-004791-2021' })?.cnr).toBe('MHMM170047912021')
    expect(read({ cnr: 'MHMM1700479120' })?.cnr).toBe('')
    expect(read({ firstInformationReport: { number: '155', year: '24', policeStation: 'X PS' } })).toMatchObject({ firNo: '155', firYear: '', policeStation: 'X PS' })
    expect(read({ firstInformationReport: { number: 155, year: 2024 } })).toMatchObject({ firNo: '', firYear: '' })
  })

  it('names the state by the CNR’s eCourts code, or else as the record does, and takes the year from the CNR', () => {
    const details = { state: 'Maharashtra', court: ' Civil  Court, Pune ', caseType: 'R.C.S.' }
    expect(read({ cnr: 'TSHY010012342023', details })).toMatchObject({ stateName: 'TELANGANA', filingYear: '2023', court: 'Civil Court, Pune', caseType: 'R.C.S.' })
    expect(read({ cnr: 'UKDD010012342019', details })).toMatchObject({ stateName: 'UTTARAKHAND', filingYear: '2019' })
    // Letters that are no eCourts state code (vehicle plates' TG, ISO's UT) name no state: the record's own is used.
    for (const cnr of ['TGHY010012342023', 'UTDD010012342019', 'HCBM010012342020']) expect(read({ cnr, details })?.stateName, cnr).toBe('Maharashtra')
    // The CNR looked up counts when the record does not repeat it.
    expect(readCnrRecord(JSON.stringify({ details }), 'DLCT010012342022')).toMatchObject({ cnr: '', stateName: 'DELHI', filingYear: '2022' })
    expect(read({ details })).toMatchObject({ stateName: 'Maharashtra', filingYear: '' })
    expect(Object.keys(ECOURTS_STATES)).toHaveLength(37)
  })

  it('takes the stage as the purpose, or else the purpose of the last hearing', () => {
    expect(read({ status: { stage: ' FOR  ARGUMENTS ' }, history: [{ purpose: 'EVIDENCE' }] })?.purpose).toBe('FOR ARGUMENTS')
    expect(read({ status: { stage: '' }, history: [{ purpose: 'APPEARANCE' }, { purpose: 'EVIDENCE' }] })?.purpose).toBe('EVIDENCE')
    expect(read({ history: 'EVIDENCE' })?.purpose).toBe('')
  })

  it('reads absent, null and wrongly typed parts as empty, never inventing a value', () => {
    expect(read({})).toEqual(EMPTY)
    // Where an object belongs.
    for (const value of [null, 0, 'x', [], [{ name: 'A' }], { 0: 'x' }]) {
      const record = { details: value, registration: value, filing: value, status: value, parties: value, acts: value, firstInformationReport: value, history: value }
      expect(read(record), JSON.stringify(value)).toEqual(EMPTY)
      expect(read({ parties: { petitioners: [value], respondents: [value, value] } })).toEqual(EMPTY)
    }
    // Where text belongs.
    for (const value of [null, 0, true, [], ['A'], { name: 'A' }]) {
      const parts = { registration: { number: value, date: value }, filing: { number: value, date: value }, acts: [{ act: 'X', sections: value }] }
      const parties = { petitioners: [{ name: value, advocate: value }], respondents: { 0: { name: 'A' } } }
      const status = { nextHearingDate: value, courtNumberAndJudge: value, caseStatus: value, stage: value }
      const fir = { policeStation: value, number: value, year: value }
      const details = { state: value, court: value, caseType: value }
      const history = [{ purpose: value }]
      expect(read({ cnr: value, title: value, ...parts, parties, status, firstInformationReport: fir, details, history }), JSON.stringify(value)).toEqual(EMPTY)
    }
  })

  it('answers null for a text that is not a JSON object', () => {
    for (const text of ['', 'not json', '{"cnr":', '[]', 'null', '5', '"MHMM170047912021"', '[{"cnr":"MHMM170047912021"}]']) expect(readCnrRecord(text), text).toBeNull()
    expect(readCnrRecord(null as unknown as string)).toBeNull()
    expect(readCnrRecord({ cnr: 'MHMM170047912021' } as unknown as string)).toBeNull()
  })

  it('copes with huge and deeply nested texts', () => {
    const huge = 'W '.repeat(1_000_000)
    expect(read({ title: huge, parties: { petitioners: [{ name: huge, advocate: huge }] } })?.caseTitle).toHaveLength(CNR_TITLE_MAX - 1)
    const depth = 100_000
    expect(readCnrRecord('['.repeat(depth) + ']'.repeat(depth))).toBeNull()
    expect(readCnrRecord(`{"status":${'{"status":'.repeat(depth)}null${'}'.repeat(depth)}}`)).toEqual(EMPTY)
  })
})

/** Every field of a fill has its type, its limit and its format: what any record, however odd, may give. */
function isFill(fill: CnrFill) {
  const texts = Object.entries(fill).filter(([key]) => key !== 'petitioners' && key !== 'respondents')
  const dates = [fill.filingDate, fill.caseRegisterDate, fill.nextHearingDate]
  return (
    texts.every(([, value]) => typeof value === 'string') &&
    [...fill.petitioners, ...fill.respondents].every((name) => typeof name === 'string' && name.length > 0 && name.length <= 100) &&
    fill.caseTitle.length <= CNR_TITLE_MAX &&
    dates.every((date) => date === '' || /^\d{4}-\d{2}-\d{2}$/.test(date)) &&
    ['ONGOING', 'DISPOSED', ''].includes(fill.caseStatus) &&
    (fill.cnr === '' || /^[A-Z]{4}\d{12}$/.test(fill.cnr))
  )
}

const cnrs = fc.oneof(fc.stringMatching(/^[A-Z]{4}\d{12}$/), fc.stringMatching(/^[A-Z]{2}HC\d{12}$/))

describe('records in every form (the mock provider’s generator)', () => {
  it('gives back exactly the values each generated record was made with', () => {
    fc.assert(
      fc.property(cnrs, (cnr) => {
        const { record, expect: expected } = generateCnrRecord(cnr)
        const fill = readCnrRecord(JSON.stringify(record))
        expect(fill).toEqual(expected)
        expect(fill!.caseTitle.length).toBeLessThanOrEqual(CNR_TITLE_MAX)
      }),
      { numRuns: 500 },
    )
  })

  it('never throws, and answers null or a fill within the form’s limits, whatever the text holds', () => {
    const part = fc.oneof(fc.anything(), fc.string({ maxLength: 400 }), fc.constantFrom('10-05-2021', '22nd September 2021', '31-02-2021', 'NIL', '-', '1492M.X', '3-J'))
    const parties = fc.array(fc.oneof(part, fc.record({ name: part, advocate: part }, { requiredKeys: [] })), { maxLength: 4 })
    const shaped = fc.record(
      {
        cnr: part,
        title: part,
        registration: fc.oneof(part, fc.record({ number: part, date: part }, { requiredKeys: [] })),
        filing: fc.oneof(part, fc.record({ number: part, date: part }, { requiredKeys: [] })),
        status: fc.oneof(part, fc.record({ nextHearingDate: part, courtNumberAndJudge: part, caseStatus: part }, { requiredKeys: [] })),
        parties: fc.oneof(part, fc.record({ petitioners: fc.oneof(part, parties), respondents: fc.oneof(part, parties) }, { requiredKeys: [] })),
        acts: fc.oneof(part, fc.array(fc.oneof(part, fc.record({ act: part, sections: part }, { requiredKeys: [] })))),
        firstInformationReport: fc.oneof(part, fc.record({ policeStation: part, number: part, year: part }, { requiredKeys: [] })),
      },
      { requiredKeys: [] },
    )
    const texts = fc.oneof(
      fc.json(),
      fc.string(),
      fc.anything().map((value) => JSON.stringify(value) ?? ''),
      shaped.map((value) => JSON.stringify(value)),
    )
    fc.assert(
      fc.property(texts, (text) => {
        const fill = readCnrRecord(text)
        expect(fill === null || isFill(fill)).toBe(true)
      }),
      { numRuns: 1000 },
    )
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(() => readCnrRecord(value as string)).not.toThrow()
      }),
    )
  })
})
