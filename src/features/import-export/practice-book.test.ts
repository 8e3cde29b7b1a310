import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { api } from '@/api/client'
import { readSheets, toWorkbook } from '@/lib/xlsx'
import { DEMO_ADVOCATE_CODE, encryptId } from '@mocks/db'
import { signInAs } from '../../../tests/support/session'
import { BOOK, bookSheets, rowsOfBook } from './practice-book'
import type { ImportRow } from './row-key'
import { emptyPractice, exportedRows } from '../../../tests/support/practice'

const roundTrip = async (rows: ImportRow[]) => rowsOfBook(await readSheets(await toWorkbook(bookSheets(rows)), 'x.xlsx'))
const said = (rows: readonly ImportRow[]) => rows.map(({ Key: _k, Line: _l, ...rest }) => rest)

const sunita: ImportRow = {
  Key: 'client-sunita',
  Line: 1,
  Kind: 'CLIENT',
  ClientName: 'सुनीता पाटील',
  MobileNo: '9822012345',
  StateName: 'MAHARASHTRA',
  Client: { clientName: 'सुनीता पाटील', mobileNo: '9822012345', contactPerson: 'सुनीता पाटील', countryCode: 'IN', stateCode: 'MH', emailId: 'sunita@example.in', clientType: 'INDIVIDUAL', gender: 'FEMALE', pinCode: '411001', sendSMS: 'Yes', sendMail: '', sendWhatsapp: 'Yes', PreferredLanguage: 'mr' },
}
const cheque: ImportRow = {
  Key: 'payment-sunita',
  Line: 2,
  Kind: 'PAYMENT',
  ClientName: 'सुनीता पाटील',
  MobileNo: '9822012345',
  ClientCaseNo: 'RCS/12/2024',
  Payment: { paymentType: 'Cheque', paymentNo: '004512', chequeDate: '2026-11-02', paymentDate: '2026-11-05', amount: 12500.5 },
}

describe('the practice workbook', () => {
  it('reads back the demo practice as the provider exported it, and a Devanagari client with a cheque payment', async () => {
    await signInAs('advocate')
    const rows = [sunita, ...(await exportedRows(encryptId('advocate', DEMO_ADVOCATE_CODE))), cheque]
    expect(new Set(rows.map((r) => r.Kind)).size).toBe(5)
    // The workbook gives rows sheet by sheet: clients, cases, hearings, payments, actions.
    const byKind = BOOK.flatMap((b) => rows.filter((r) => r.Kind === b.kind))
    const back = await roundTrip(rows)
    expect(said(back!)).toEqual(said(byKind))
    expect(back!.map((r) => r.Line)).toEqual(byKind.map((_, i) => i + 1))
    expect(new Set(back!.map((r) => r.Key)).size).toBe(back!.length)
  })

  it('moves a practice: its workbook imported into an emptied practice gives the same export again', async () => {
    await signInAs('advocate')
    const EncryptedAdvocateCode = encryptId('advocate', DEMO_ADVOCATE_CODE)
    const exported = () => exportedRows(EncryptedAdvocateCode)
    const first = await exported()
    const rows = (await roundTrip(first))!
    emptyPractice(DEMO_ADVOCATE_CODE)
    for (let i = 0; i < rows.length; i += 200) {
      const { data, error } = await api.POST('/import-rows', { body: { EncryptedAdvocateCode, DryRun: false, Rows: rows.slice(i, i + 200) } })
      expect(error).toBeUndefined()
      expect(data!.data.Results.filter((r) => r.Outcome !== 'CREATED')).toEqual([])
    }
    expect(said(await exported())).toEqual(said(first))
  })

  it('writes five sheets with human headers, dates as the contract writes them and a cleared check box as No', async () => {
    const sheets = bookSheets([sunita, cheque])
    expect(sheets.map((s) => s.name)).toEqual(['Clients', 'Cases', 'Hearings', 'Payments', 'Actions'])
    expect(sheets[0]!.header.slice(0, 4)).toEqual(['Client Name', 'Mobile No', 'E-mail', 'Contact Person'])
    const client = Object.fromEntries(sheets[0]!.header.map((h, i) => [h, sheets[0]!.rows[0]![i]]))
    expect(client).toMatchObject({ 'Client Name': 'सुनीता पाटील', 'Send SMS': 'Yes', 'Send E-mail': 'No', 'Address 1': '' })
    const payment = Object.fromEntries(sheets[3]!.header.map((h, i) => [h, sheets[3]!.rows[0]![i]]))
    expect(payment).toEqual({ 'Client Name': 'सुनीता पाटील', 'Mobile No': '9822012345', 'Case No': 'RCS/12/2024', 'Payment Type': 'Cheque', 'Cheque No': '004512', 'Cheque Date': '2026-11-02', 'Payment Date': '2026-11-05', Amount: 12500.5 })
  })

  it('reads dates and numbers a spreadsheet changed: Excel day numbers, DD-MM-YYYY, numbers typed as text, codes as numbers', () => {
    const sheets = bookSheets([cheque]).map((s) => ({ name: s.name, rows: [[...s.header], ...s.rows.map((r) => r.map((c) => c ?? ''))] }))
    const payment = sheets[3]!.rows[1]!
    payment[5] = 46328 // 2026-11-02 as Excel keeps it
    payment[6] = '05/11/2026'
    payment[7] = '12,500.50'
    payment[1] = 9822012345
    const [row] = rowsOfBook(sheets)!
    expect(row).toMatchObject({ MobileNo: '9822012345', Payment: { chequeDate: '2026-11-02', paymentDate: '2026-11-05', amount: 12500.5 } })
  })

  it('is not a Case Diary workbook when a sheet is missing or lacks a column', async () => {
    expect(rowsOfBook([{ name: 'Client List', rows: [['Client Name', 'Mobile No'], ['A', '9876543210']] }])).toBeNull()
    const sheets = await readSheets(await toWorkbook(bookSheets([sunita])), 'x.xlsx')
    expect(rowsOfBook(sheets.filter((s) => s.name !== 'Actions'))).toBeNull()
    expect(rowsOfBook(sheets.map((s) => (s.name === 'Cases' ? { ...s, rows: [s.rows[0]!.slice(1)] } : s)))).toBeNull()
    // Columns in another order, and a sheet of the user's own, are fine.
    const reordered = sheets.map((s) => ({ ...s, rows: s.rows.map((r) => [...r].reverse()) }))
    expect(said(rowsOfBook([...reordered, { name: 'Notes', rows: [['anything']] }])!)).toEqual(said([sunita]))
  })

  it('gives every generated row of every kind back as it was', async () => {
    const letters = fc.constantFrom(...'ABCXYZ abcxyz 0129 /-.,&()\'"=+@ सुनीता पाटील ॐ ₹ ಕನ್ನಡ')
    // Leading or trailing spaces are not a field a form can give (the app trims), so none are generated.
    const text = (max: number) => fc.string({ unit: letters, minLength: 1, maxLength: max }).map((s) => s.trim()).filter((s) => s.length > 0)
    const date = fc.date({ min: new Date(1990, 0, 1), max: new Date(2030, 11, 31), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10))
    const mobile = fc.stringMatching(/^[1-9]\d{9}$/)
    const code = fc.stringMatching(/^\d{1,5}$/)
    const money = fc.integer({ min: 1, max: 99_999_999_999 }).map((n) => n / 100)
    const opt = <T,>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined })
    const strip = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T
    const who = fc.record({ ClientName: text(50), MobileNo: mobile })
    const client = who.chain((w) =>
      fc.record({ emailId: fc.emailAddress(), contactPerson: text(50), clientType: fc.constantFrom('INDIVIDUAL', 'ORGANIZATION'), gender: opt(fc.constantFrom('MALE', 'FEMALE', 'TRANSGENDER')), clientAddress1: opt(text(200)), pinCode: opt(code), countryCode: fc.constant('IN'), stateCode: fc.constantFrom('MH', 'KA'), landLineNo: opt(fc.stringMatching(/^\d{1,24}$/)), sendSMS: fc.constantFrom('Yes', ''), sendMail: opt(fc.constantFrom('Yes', '')), PreferredLanguage: opt(fc.constantFrom('en', 'hi', 'mr')) })
        .map((c): ImportRow => ({ ...w, Key: 'k', Line: 1, Kind: 'CLIENT', StateName: 'MAHARASHTRA', Client: strip({ ...c, clientName: w.ClientName, mobileNo: w.MobileNo }) as ImportRow['Client'] })),
    )
    const ofCase = fc.record({ ClientName: text(50), MobileNo: mobile, ClientCaseNo: text(30) })
    const kase = ofCase.chain((w) =>
      fc.record({ caseTitle: text(255), caseCode: code, courtCode: code, courtType: opt(code), countryCode: fc.constant('IN'), stateCode: fc.constant('MH'), caseRegisterDate: date, nextHearingDate: date, filingDate: opt(date), purpose: fc.constantFrom('Admission', 'Evidence', 'Charge/Issue'), party: fc.constantFrom('Petitioner', 'Accused'), caseStatus: opt(fc.constantFrom('ONGOING', 'WON')), consultingFees: opt(fc.constantFrom(0, 1500, 2500.75)), rack: opt(text(50)), caseRecordNo: opt(fc.stringMatching(/^[A-Z]{4}\d{12}$/)), oppAdvMob: opt(mobile) })
        .map((c): ImportRow => ({ ...w, Key: 'k', Line: 1, Kind: 'CASE', CourtName: 'DISTRICT COURT, PUNE', CaseTypeName: 'CIVIL SUIT', Case: strip({ ...c, clientCaseNo: w.ClientCaseNo }) as ImportRow['Case'] })),
    )
    const hearing = ofCase.chain((w) =>
      fc.record({ hearingDate: date, courtCode: opt(code), courtNo: opt(text(10)), purpose: fc.constantFrom('Argument', 'Misc'), caseStatus: fc.constantFrom('ONGOING', 'LOST'), advocateComment: opt(text(500)) }).map((h): ImportRow => ({ ...w, Key: 'k', Line: 1, Kind: 'HEARING', Hearing: strip(h) as ImportRow['Hearing'] })),
    )
    const payment = ofCase.chain((w) =>
      fc.record({ paymentType: fc.constantFrom('Cash', 'Cheque'), paymentNo: opt(fc.stringMatching(/^\d{1,30}$/)), chequeDate: opt(date), paymentDate: date, amount: money }).map((p): ImportRow => ({ ...w, Key: 'k', Line: 1, Kind: 'PAYMENT', Payment: strip(p) as ImportRow['Payment'] })),
    )
    const action = ofCase.chain((w) =>
      fc.record({ date, actionItem: text(500), reminderDays: fc.integer({ min: 0, max: 365 }), reminderStatus: fc.constantFrom('Open', 'Close') }).map((a): ImportRow => ({ ...w, Key: 'k', Line: 1, Kind: 'ACTION', Action: a as ImportRow['Action'] })),
    )
    await fc.assert(
      fc.asyncProperty(fc.tuple(fc.array(client, { maxLength: 3 }), fc.array(kase, { maxLength: 3 }), fc.array(hearing, { maxLength: 3 }), fc.array(payment, { maxLength: 3 }), fc.array(action, { maxLength: 3 })), async (kinds) => {
        const rows = kinds.flat()
        expect(said((await roundTrip(rows))!)).toEqual(said(rows))
      }),
      { numRuns: 40 },
    )
  })
})
