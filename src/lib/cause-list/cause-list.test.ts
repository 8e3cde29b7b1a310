import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { caseTypeKey, createMatcher, decisionKey, findCaseRefs, findCnrs, matcherSteps, nameLikeness, parseCauseList, type DiaryCase } from '.'

const ref = (text: string) => findCaseRefs(text).map(({ typeKey, number, year }) => `${typeKey} ${number}/${year}`)

describe('case numbers as Indian courts print them', () => {
  it.each([
    ['1. CRL.A. 123/2024  RAMESH KUMAR VS STATE', 'CRLA 123/2024'],
    ['2 Crl. Appeal 123/2024 RAMESH', 'CRLA 123/2024'],
    ['3) CRA 123/2024', 'CRLA 123/2024'],
    ['Cr.A. No. 123 of 2024', 'CRLA 123/2024'],
    ['Criminal Appeal No. 123 of 2024', 'CRLA 123/2024'],
    ['W.P.(C) 1234/2023 M/S ABC TRADERS V/S UNION OF INDIA', 'WPC 1234/2023'],
    ['Writ Petition (Civil) No. 1234 of 2023', 'WPC 1234/2023'],
    ['WP(C) 1234/2023', 'WPC 1234/2023'],
    ['CS(OS) 45/2019 SUNITA vs RAJ', 'CSOS 45/2019'],
    ['O.S. No. 45 of 2019', 'OS 45/2019'],
    ['Original Suit No.45 of 2019', 'OS 45/2019'],
    ['OS 45/2019', 'OS 45/2019'],
    ['MACP/210/2022 RAVI v. NEW INDIA ASSURANCE', 'MACP 210/2022'],
    ['M.A.C.P. No. 210 of 2022', 'MACP 210/2022'],
    ['BA 1872 of 2024 STATE vs MOHAN', 'BA 1872/2024'],
    ['B.A. 1872/2024', 'BA 1872/2024'],
    ['Bail Application No. 1872 of 2024', 'BA 1872/2024'],
    ['CRL.P 5658/2024 ROHIT TIWARI Vs. STATE OF KARNATAKA', 'CRLP 5658/2024'],
    ['Criminal Petition 5658/2024', 'CRLP 5658/2024'],
    ['SLP(C) 9981/2025', 'SLPC 9981/2025'],
    ['Special Leave Petition (Civil) No. 9981 of 2025', 'SLPC 9981/2025'],
    ['CRL.M.C. 77/2021', 'CRLMC 77/2021'],
    ['Crl. Misc. Case 77 of 2021', 'CRLMC 77/2021'],
    ['RCS/512/2020 PATIL vs JADHAV', 'RCS 512/2020'],
    ['12A  FA 3/2018', 'FA 3/2018'],
  ])('%s → %s', (line, expected) => {
    expect(ref(line)[0]).toBe(expected)
  })

  it('finds a connected matter after "IN" and keeps the party name out of the type', () => {
    expect(ref('7. IA 2/2024 IN OS 45/2019')).toEqual(['IA 2/2024', 'OS 45/2019'])
    expect(ref('RAMESH KUMAR CRL.A. 123/2024')).toEqual(['CRLA 123/2024'])
  })

  it('reads CNRs with or without hyphens and does not take their digits for a case number', () => {
    expect(findCnrs('MHMM17-004791-2021 and KAHC010337682024, mhmm 17 004791 2021')).toEqual(['MHMM170047912021', 'KAHC010337682024', 'MHMM170047912021'])
    expect(findCaseRefs('CNR MHMM17-004791-2021')).toEqual([])
  })

  it('gives one key to types written differently', () => {
    for (const same of [['CRL.A.', 'Crl. Appeal', 'CRA', 'Criminal Appeal', 'Cr.A.'], ['W.P.(C)', 'WP(C)', 'Writ Petition (Civil)', 'W.P. (C)'], ['O.S.', 'Original Suit', 'OS']])
      expect(new Set(same.map(caseTypeKey)).size, same.join(' / ')).toBe(1)
    expect(caseTypeKey('W.P.(C)')).not.toBe(caseTypeKey('W.P.(CRL)'))
  })
})

describe('party names', () => {
  it.each([
    ['M/S ABC TRADERS', 'ABC Traders'],
    ['R. K. SHARMA', 'Ravi Kumar Sharma'],
    ['SMT. SITA DEVI W/O RAM LAL', 'Sita  Devi'],
    ['MOHAN S/O RAMESH, PUNE', 'MOHAN'],
    ['रमेश कुमार', 'रमेश  कुमार'],
  ])('%s is like %s', (a, b) => expect(nameLikeness(a, b)).toBeGreaterThanOrEqual(0.99))

  it('tells different people apart', () => {
    expect(nameLikeness('RAMESH KUMAR', 'SURESH KUMAR')).toBeLessThan(0.75)
  })
})

const LIST = `
DAILY CAUSE LIST
COURT NO. 5
BEFORE HON'BLE JUSTICE A. B. DESHMUKH
1. CRL.A. 123/2024   RAMESH KUMAR  VS  STATE OF MAHARASHTRA     ADV. S. PATIL
2. W.P.(C) 1234/2023  M/S ABC TRADERS
      V/S UNION OF INDIA AND ORS.
COURT ROOM NO. 7
3 MACP/210/2022 RAVI v. NEW INDIA ASSURANCE CO. LTD.
SUPPLEMENTARY CAUSE LIST
4. BA 1872 of 2024  STATE  VS  MOHAN S/O RAMESH  CNR MHMM17-004791-2021
`

describe('a cause list as text', () => {
  const entries = parseCauseList(LIST)
  it('finds each entry with its item, court room, bench and list type', () => {
    expect(entries.map((e) => [e.item, e.courtRoom, e.listType])).toEqual([['1', '5', 'daily'], ['2', '5', 'daily'], ['3', '7', 'daily'], ['4', '7', 'supplementary']])
    expect(entries[0]!.bench).toBe("HON'BLE JUSTICE A. B. DESHMUKH")
  })
  it('splits the parties and leaves the advocate out', () => {
    expect(entries.map((e) => [e.petitioner, e.respondent])).toEqual([
      ['RAMESH KUMAR', 'STATE OF MAHARASHTRA'],
      ['M/S ABC TRADERS', 'UNION OF INDIA AND ORS.'],
      ['RAVI', 'NEW INDIA ASSURANCE CO. LTD.'],
      ['STATE', 'MOHAN S/O RAMESH'],
    ])
    expect(entries[3]!.cnr).toBe('MHMM170047912021')
  })
  it('keeps the advocates printed after the parties apart from them', () => {
    expect(entries.map((e) => e.advocates)).toEqual(['S. PATIL', '', '', ''])
  })
})

const diary: DiaryCase[] = [
  { caseId: 1, caseNo: 'CRA/123/2024', caseTypeName: 'CRIMINAL APPEAL', cnr: null, petitioner: 'Ramesh Kumar', respondent: 'State of Maharashtra' },
  { caseId: 2, caseNo: 'WP(C)/1234/2023', caseTypeName: 'WRIT PETITION (CIVIL)', cnr: null, petitioner: 'ABC Traders', respondent: 'Union of India' },
  { caseId: 3, caseNo: 'MACP/210/2022', caseTypeName: 'MOTOR ACCIDENT CLAIM PETITION', cnr: null, petitioner: 'Ravi', respondent: 'New India Assurance Co. Ltd.' },
  { caseId: 4, caseNo: 'BA/9/2024', caseTypeName: 'BAIL APPLICATION', cnr: 'MHMM170047912021', petitioner: 'State', respondent: 'Mohan' },
  { caseId: 5, caseNo: 'CRA/123/2023', caseTypeName: 'CRIMINAL APPEAL', cnr: null, petitioner: 'Ramesh Kumar', respondent: 'State of Maharashtra' },
  { caseId: 6, caseNo: 'RCS/512/2020', caseTypeName: 'REGULAR CIVIL SUIT', cnr: null, petitioner: 'Sunil Patil', respondent: 'Anil Jadhav' },
]

describe('matching to the diary', () => {
  const match = createMatcher(diary)
  const [one, two, three, four] = parseCauseList(LIST)

  it('matches by type, number and year with the reason shown, and never to another year', () => {
    expect(match(one!)).toEqual([{ caseId: 1, reason: 'number', confidence: 0.97, why: 'case CRL.A. 123/2024 is CRA/123/2024' }])
    expect(match(two!)[0]).toMatchObject({ caseId: 2, reason: 'number' })
    expect(match(three!)[0]).toMatchObject({ caseId: 3, reason: 'number' })
  })

  it('matches by CNR first', () => {
    expect(match(four!)[0]).toMatchObject({ caseId: 4, reason: 'cnr', confidence: 1 })
  })

  it('marks a number printed under another type as uncertain, and more so when the parties differ', () => {
    const [entry] = parseCauseList('9. S.C.S. 512/2020  SUNIL PATIL VS ANIL JADHAV')
    expect(match(entry!)[0]).toMatchObject({ caseId: 6, reason: 'number-other-type', confidence: 0.85 })
    const [stranger] = parseCauseList('9. S.C.S. 512/2020  X VS Y')
    expect(match(stranger!)[0]).toMatchObject({ caseId: 6, confidence: 0.6 })
  })

  it('falls back to party names spelt differently, only within the printed year', () => {
    const [entry] = parseCauseList('5. R.C.S. 77/2020  SUNIL  PATIL  VS  A. JADHAV')
    expect(match(entry!)[0]).toMatchObject({ caseId: 6, reason: 'parties' })
    const [otherYear] = parseCauseList('5. R.C.S. 77/2021  SUNIL PATIL VS ANIL JADHAV')
    expect(match(otherYear!)).toEqual([])
  })

  it('remembers the user\'s answer for the next list', () => {
    const [entry] = parseCauseList('9. S.C.S. 512/2020  X VS Y')
    expect(match(entry!, new Map([[decisionKey(entry!, 6), 'rejected']]))).toEqual([])
    expect(match(entry!, new Map([[decisionKey(entry!, 6), 'confirmed']]))[0]).toMatchObject({ caseId: 6, confidence: 1 })
  })
})

const SPELLINGS: ((n: number, y: number) => string)[] = [
  (n, y) => `CRL.A. ${n}/${y}`,
  (n, y) => `Crl. Appeal ${n}/${y}`,
  (n, y) => `CRA ${n}/${y}`,
  (n, y) => `Criminal Appeal No. ${n} of ${y}`,
  (n, y) => `Cr.A. No.${n} of ${y}`,
  (n, y) => `CRA/${n}/${y}`,
]

describe('properties', () => {
  it('finds any diary case printed in any supported spelling, and never one of another year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99999 }), fc.integer({ min: 1990, max: 2030 }), fc.nat({ max: SPELLINGS.length - 1 }), (n, y, s) => {
        const cases: DiaryCase[] = [
          { caseId: 1, caseNo: `CRA/${n}/${y}`, caseTypeName: 'CRIMINAL APPEAL', cnr: null, petitioner: 'A', respondent: 'B' },
          { caseId: 2, caseNo: `CRA/${n}/${y + 1}`, caseTypeName: 'CRIMINAL APPEAL', cnr: null, petitioner: 'A', respondent: 'B' },
        ]
        const [entry] = parseCauseList(`${s + 1}. ${SPELLINGS[s]!(n, y)}  C VS D`)
        const found = createMatcher(cases)(entry!)
        expect(found.map((m) => m.caseId)).toEqual([1])
        expect(found[0]!.confidence).toBeGreaterThanOrEqual(0.9)
      }),
    )
  })
})

describe('indexing a large diary in steps', () => {
  it('gives the page back every few thousand cases and matches as the one-step index does', () => {
    const many: DiaryCase[] = Array.from({ length: 5000 }, (_, i) => ({ caseId: i, caseNo: `CRA/${i}/2024`, caseTypeName: 'CRIMINAL APPEAL', cnr: null, petitioner: `PARTY ${i}`, respondent: 'STATE' }))
    const steps = matcherSteps(many, 1000)
    let breaks = 0
    let step = steps.next()
    while (!step.done) {
      breaks++
      step = steps.next()
    }
    expect(breaks).toBe(5)
    const [entry] = parseCauseList('1. CRL.A. 4321/2024  PARTY 4321 VS STATE')
    expect(step.value(entry!)).toEqual(createMatcher(many)(entry!))
    expect(step.value(entry!)[0]).toMatchObject({ caseId: 4321, reason: 'number' })
  })
})
