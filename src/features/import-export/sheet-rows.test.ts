import { describe, expect, it } from 'vitest'
import { chooseLanguage } from '@/i18n/texts'
import fc from 'fast-check'
import { INVALID_EMAIL, INVALID_MOBILE } from '@/lib/contact-schema'
import { INVALID_DATE } from '@/lib/date-schema'
import { guessMapping } from './sheet-fields'
import { cellText, excelDate, prepareRows, type Cell, type Defaults, type Masters } from './sheet-rows'

const DEFAULTS: Defaults = { countryCode: 'IN', stateCode: 'MH', clientType: 'INDIVIDUAL', gender: 'FEMALE', party: 'Petitioner', purpose: 'Evidence' }
const MASTERS: Masters = {
  state: (name) => (/maharashtra/i.test(name) ? 'MH' : null),
  court: (_state, name) => (/pune/i.test(name) ? '7' : null),
  caseType: (_court, name) => (/civil/i.test(name) ? '12' : null),
}
const HEADER = ['Client Name', 'Mobile No', 'Email', 'Case No', 'Case Title', 'Court', 'Case Type', 'Register Date', 'Next Date']
const mapping = guessMapping(HEADER)
const prepare = (cells: Cell[]) => prepareRows([cells], mapping, DEFAULTS, MASTERS, 'ADV')[0]!
const good: Cell[] = ['Sunita Patil', '9876543210', 'sunita@example.in', 'RCS/1/2024', 'Patil vs Kale', 'Civil Court Pune', 'Regular Civil Suit', '01-01-2024', '2026-12-20']

describe('guessMapping', () => {
  it('reads English, Hindi and Marathi headers, each field for one column only, and leaves unknown columns out', () => {
    expect(guessMapping(['Client Name', 'MOBILE NO.', 'E-mail', 'Case No', 'Next Date', 'Remarks?!', 'Favourite colour'])).toEqual([
      'client.clientName', 'client.mobileNo', 'client.emailId', 'case.clientCaseNo', 'case.nextHearingDate', 'case.fileDescription', null,
    ])
    expect(guessMapping(['पक्षकार का नाम', 'मोबाइल नंबर', 'केस नंबर', 'न्यायालय', 'अगली तारीख'])).toEqual(['client.clientName', 'client.mobileNo', 'case.clientCaseNo', 'court', 'case.nextHearingDate'])
    expect(guessMapping(['अशिलाचे नाव', 'मोबाईल क्रमांक', 'प्रकरण क्रमांक', 'पुढील तारीख'])).toEqual(['client.clientName', 'client.mobileNo', 'case.clientCaseNo', 'case.nextHearingDate'])
    expect(guessMapping(['Name', 'Name'])).toEqual(['client.clientName', null])
  })
})

describe('dates', () => {
  it('reads the spec’s three typed formats and Excel’s day numbers as the same date', () => {
    expect(['20-12-2026', '2026-12-20', '12/20/2026', 46376].map((c) => cellText(c, true))).toEqual(['20-12-2026', '20-12-2026', '20-12-2026', '20-12-2026'])
    expect(excelDate(45292)).toBe('01-01-2024')
  })

  it('gives back any Excel day number as the date it stands for (property)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(Date.UTC(1901, 0, 1)), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true }), (d) => {
        const day = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate())
        const serial = (day - Date.UTC(1899, 11, 30)) / 86_400_000
        const [dd, mm, yyyy] = excelDate(serial).split('-').map(Number)
        expect([yyyy, mm, dd]).toEqual([d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()])
      }),
    )
  })
})

describe('prepareRows', () => {
  it('makes a case row with its client, upper-cased as the forms send it, with codes found by name', () => {
    const { row, refusal } = prepare(good)
    expect(refusal).toBeNull()
    expect(row).toMatchObject({ Kind: 'CASE', Line: 2, ClientName: 'SUNITA PATIL', MobileNo: '9876543210', Client: { emailId: 'sunita@example.in', gender: 'FEMALE', stateCode: 'MH' } })
    expect(row!.Case).toMatchObject({ clientCaseNo: 'RCS/1/2024', courtCode: '7', caseCode: '12', caseRegisterDate: '2024-01-01', nextHearingDate: '2026-12-20', party: 'Petitioner', purpose: 'Evidence' })
  })

  it('refuses a line with the field and the form’s own message', () => {
    const refusal = (patch: Record<number, Cell>) => prepare(good.map((c, i) => (i in patch ? patch[i]! : c))).refusal
    expect(refusal({ 1: '0123456789' })).toBe(`Mobile No: ${INVALID_MOBILE}`)
    expect(refusal({ 0: '' })).toBe('Client Name: Enter client name')
    expect(refusal({ 3: 'RCS/1/2024', 4: '' })).toBe('Case Title: Please enter case title')
    expect(refusal({ 7: '31-02-2024' })).toBe(`Register Date: ${INVALID_DATE}`)
    expect(refusal({ 8: '01-01-2024' })).toBe('Next Hearing Date: Next hearing date cannot be same or less than register Date')
    expect(refusal({ 5: 'Nagpur Bench' })).toBe("Court: 'Nagpur Bench' is not a court of the chosen state in your masters.")
    expect(refusal({ 3: 'X'.repeat(31) })).toBe('Case No: Case no can have at most 30 characters')
  })

  it('refuses a line in Hindi when the file is checked in Hindi: the field, the rule’s message and the masters’ reason', async () => {
    const refusal = (patch: Record<number, Cell>) => prepare(good.map((c, i) => (i in patch ? patch[i]! : c))).refusal
    await chooseLanguage('hi')
    try {
      expect(refusal({ 1: '0123456789' })).toBe('मोबाइल नंबर: मोबाइल नंबर गलत है: नंबर 10 अंकों का हो और 0 से शुरू न हो')
      expect(refusal({ 5: 'Nagpur Bench' })).toBe("न्यायालय: 'Nagpur Bench' आपके मास्टर में चुने गए राज्य का कोर्ट नहीं है।")
    } finally {
      await chooseLanguage('en')
    }
  })

  it('sends a line whose client cannot be added (the provider may know the client), keeping the client form’s reason', () => {
    const { row, clientIssue } = prepare(good.map((c, i) => (i === 2 ? 'not-an-email' : c)))
    expect(row?.Client).toBeUndefined()
    expect(clientIssue).toBe(`Email: ${INVALID_EMAIL}`)
  })

  it('makes a client row when the line has no case number, and gives the same key to the same line anywhere in a file', () => {
    const client: Cell[] = ['सुनीता पाटील', '9876543210', 'sunita@example.in', '', '', '', '', '', '']
    const [a, b] = prepareRows([client, client], mapping, DEFAULTS, MASTERS, 'ADV')
    expect(a!.row).toMatchObject({ Kind: 'CLIENT', ClientName: 'सुनीता पाटील' })
    expect(a!.row!.Key).toBe(b!.row!.Key)
    expect([a!.row!.Line, b!.row!.Line]).toEqual([2, 3])
  })

  it('never throws on any cells, and answers each line either with a row or with a reason (property)', () => {
    const cell = fc.oneof(fc.string({ maxLength: 40 }), fc.integer({ min: -1e6, max: 1e7 }), fc.boolean(), fc.constantFrom('9876543210', '20-12-2026', 45292))
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 0, maxLength: 12 }), { minLength: 1, maxLength: 5 }), (lines) => {
        for (const p of prepareRows(lines, mapping, DEFAULTS, MASTERS, 'ADV')) expect(p.row === null).toBe(p.refusal !== null)
      }),
    )
  })
})
