import { describe, expect, it } from 'vitest'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { DEMO_ADVOCATE_CODE, addDays } from '@mocks/db'
import { db, localToday } from '@mocks/provider'
import { INVALID_MOBILE } from '@/lib/contact-schema'
import { lightFormat } from 'date-fns'
import { renderPage } from '../../../tests/support/render-page'
import { signInAs } from '../../../tests/support/session'
import { toWorkbook } from '@/lib/xlsx'
import { encryptId } from '@mocks/db'
import { bookSheets } from './practice-book'
import { requestBodies } from '../../../tests/support/requests'
import { SheetImport } from './sheet-import'
import { emptyPractice, exportedRows } from '../../../tests/support/practice'

const shown = (wire: string) => lightFormat(new Date(`${wire}T12:00:00`), 'dd-MM-yyyy')

/** A court with case types, its state's name, and a line of a diary spreadsheet for it. */
function place() {
  const court = db().courts.find((c) => db().caseTypes.some((t) => t.courtCode === c.courtCode && t.status === 'A') && db().courts.filter((x) => x.courtName === c.courtName).length === 1)!
  const type = db().caseTypes.find((t) => t.courtCode === court.courtCode && t.status === 'A')!
  const state = db().states.find((s) => s.stateCode === court.stateCode && s.countryCode === court.countryCode)!
  return { court: court.courtName, type: type.caseType, state: state.stateName }
}

const HEADER = 'Client Name,Mobile,Email,Gender,State,Case No,Case Title,Court,Case Type,Register Date,Next Date,Purpose,Party'
function line(p: ReturnType<typeof place>, name: string, mobile: string, email: string, caseNo: string, register = shown(addDays(localToday(), -40)), next = shown(addDays(localToday(), 12))) {
  return [name, mobile, email, 'Female', p.state, caseNo, caseNo ? `${name} vs State` : '', caseNo ? p.court : '', caseNo ? p.type : '', caseNo ? register : '', caseNo ? next : '', caseNo ? 'Evidence' : '', caseNo ? 'Petitioner' : ''].map((v) => `"${v}"`).join(',')
}
const csv = (lines: string[], name = 'diary.csv') => new File([`\uFEFF${[HEADER, ...lines].join('\r\n')}`], name, { type: 'text/csv' })
const mine = () => db().cases.filter((c) => c.advocateCode === DEMO_ADVOCATE_CODE)

async function chooseFile(file: File) {
  const user = userEvent.setup()
  await user.upload(await screen.findByLabelText('Spreadsheet (.csv or .xlsx)'), file)
  await screen.findByRole('group', { name: 'Columns' })
  return user
}

describe('the spreadsheet import', () => {
  it('guesses the columns, checks every row in a dry run with the forms’ messages, imports once, and a second run creates nothing', async () => {
    await signInAs('advocate')
    const p = place()
    const file = csv([
      line(p, 'Sunita Patil', '9876501234', 'sunita@example.in', 'RCS/101/2024'),
      line(p, 'Sunita Patil', '9876501234', 'sunita@example.in', 'RCS/102/2024'),
      line(p, 'सुनीता पाटील', '9876501299', 'sunita.p@example.in', ''),
      line(p, 'Ramesh Kale', '0123456789', 'ramesh@example.in', 'RCS/103/2024'),
      line(p, 'Anil Shinde', '9876501235', 'anil@example.in', 'RCS/104/2024', shown(addDays(localToday(), -5)), shown(addDays(localToday(), -5))),
      line(p, 'Meena Joshi', '9876501236', '', 'RCS/105/2024'),
    ])
    await renderPage(() => <SheetImport />)
    const user = await chooseFile(file)
    expect(screen.getByLabelText('Fills: Mobile')).toHaveValue('client.mobileNo')
    expect(screen.getByLabelText('Fills: Next Date')).toHaveValue('case.nextHearingDate')
    const [cases, clients] = [mine().length, db().clients.length]
    await user.click(screen.getByRole('button', { name: 'Check the rows (dry run)' }))
    expect(await screen.findByText('3 to add, 0 already in your diary, 0 imported before, 3 refused.')).toBeInTheDocument()
    expect(screen.getByText(`Mobile No: ${INVALID_MOBILE}`)).toBeInTheDocument()
    expect(screen.getByText('Next Hearing Date: Next hearing date cannot be same or less than register Date')).toBeInTheDocument()
    expect(screen.getByText('Email: Enter email address')).toBeInTheDocument()
    expect(mine()).toHaveLength(cases)

    await user.click(screen.getByRole('button', { name: 'Import 3 rows' }))
    expect(await screen.findByText('3 added, 0 already in your diary, 0 imported before, 3 refused.')).toBeInTheDocument()
    expect(mine()).toHaveLength(cases + 2)
    expect(db().clients).toHaveLength(clients + 2)
    expect(db().clients.some((c) => c.clientName === 'सुनीता पाटील')).toBe(true)

    await user.click(screen.getByRole('button', { name: 'Check the rows (dry run)' }))
    expect(await screen.findByText('0 to add, 0 already in your diary, 3 imported before, 3 refused.')).toBeInTheDocument()
  })

  it('pauses between batches and resumes after a reload from the copy kept on the device, creating every case once', async () => {
    await signInAs('advocate')
    const p = place()
    const file = csv(Array.from({ length: 250 }, (_, i) => line(p, `Client ${i}`, `98765${String(10000 + i).slice(-5)}`, `c${i}@example.in`, `OS/${i}/2023`)))
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    let real = 0
    server.use(
      http.post('*/api/import-rows', async ({ request }) => {
        const body = (await request.clone().json()) as { DryRun: boolean }
        if (!body.DryRun && ++real === 2) await gate
        return undefined
      }),
    )
    const { unmount } = await renderPage(() => <SheetImport />)
    const user = await chooseFile(file)
    const before = mine().length
    await user.click(screen.getByRole('button', { name: 'Check the rows (dry run)' }))
    await user.click(await screen.findByRole('button', { name: 'Import 250 rows' }))
    await screen.findByText('Imported 100 of 250 rows')
    await user.click(screen.getByRole('button', { name: 'Pause' }))
    release()
    await screen.findByRole('button', { name: 'Resume' })
    expect(screen.getByText('Imported 200 of 250 rows')).toBeInTheDocument()
    expect(mine()).toHaveLength(before + 200)

    unmount()
    cleanup()
    await renderPage(() => <SheetImport />)
    expect(await screen.findByText('The import of diary.csv stopped after 200 of 250 rows. Resume it, or discard it.')).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resume' }))
    expect(await screen.findByText('The import is complete.')).toBeInTheDocument()
    await waitFor(() => expect(mine()).toHaveLength(before + 250))
    expect(new Set(mine().map((c) => c.clientCaseNo)).size).toBe(mine().length)
  })

  it('reads a Case Diary workbook back as exported: the whole practice into an emptied diary, then exported again the same', async () => {
    await signInAs('advocate')
    const exported = () => exportedRows(encryptId('advocate', DEMO_ADVOCATE_CODE))
    const first = await exported()
    const blob = await toWorkbook(bookSheets(first))
    emptyPractice(DEMO_ADVOCATE_CODE)
    await renderPage(() => <SheetImport />)
    const user = userEvent.setup()
    await user.upload(await screen.findByLabelText('Spreadsheet (.csv or .xlsx)'), new File([blob], 'practice.xlsx'))
    expect(await screen.findByText('practice.xlsx is a Case Diary workbook: its clients, cases, hearings, payments and actions are read as they were exported.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Check the rows (dry run)' }))
    const n = first.length.toLocaleString('en-IN')
    expect(await screen.findByText(`${n} to add, 0 already in your diary, 0 imported before, 0 refused.`)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: `Import ${n} rows` }))
    expect(await screen.findByText(`${n} added, 0 already in your diary, 0 imported before, 0 refused.`)).toBeInTheDocument()
    const plain = (rows: typeof first) => rows.map(({ Key: _k, Line: _l, ...rest }) => rest)
    expect(plain(await exported())).toEqual(plain(first))
  })

  it('says so when a file is not a spreadsheet, has no rows, or needs the client columns, and sends nothing', async () => {
    await signInAs('advocate')
    const sent = requestBodies('/import-rows')
    await renderPage(() => <SheetImport />)
    const user = userEvent.setup()
    const input = await screen.findByLabelText('Spreadsheet (.csv or .xlsx)')
    await user.upload(input, new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff, 0x00, 0x13, 0x37])], 'broken.xlsx'))
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be read as a spreadsheet.')
    await user.upload(input, new File(['Client Name,Mobile No\r\n'], 'empty.csv'))
    expect(await screen.findByText('The file has no rows under its column names.')).toBeInTheDocument()
    await user.upload(input, new File(['Surname,Phone number 2\r\nPatil,9876543210\r\n'], 'odd.csv'))
    await user.selectOptions(await screen.findByLabelText('Fills: Surname'), '')
    await user.click(screen.getByRole('button', { name: 'Check the rows (dry run)' }))
    expect(await screen.findByText('Choose the column that holds the client name and the one that holds the mobile number.')).toBeInTheDocument()
    expect(sent).toHaveLength(0)
  })

  it('says a provider failure in the middle of an import, keeps what was done, and resumes from there', async () => {
    await signInAs('advocate')
    const p = place()
    const file = csv(Array.from({ length: 150 }, (_, i) => line(p, `Failing ${i}`, `97665${String(10000 + i).slice(-5)}`, `f${i}@example.in`, `F/${i}/2023`)))
    let real = 0
    server.use(
      http.post('*/api/import-rows', async ({ request }) => {
        const body = (await request.clone().json()) as { DryRun: boolean }
        if (!body.DryRun && ++real === 2) return HttpResponse.json({ status: 500, message: 'The provider is down.', data: null }, { status: 500 })
        return undefined
      }),
    )
    await renderPage(() => <SheetImport />)
    const user = await chooseFile(file)
    const before = mine().length
    await user.click(screen.getByRole('button', { name: 'Check the rows (dry run)' }))
    await user.click(await screen.findByRole('button', { name: 'Import 150 rows' }))
    expect(await screen.findByText('The provider is down.')).toBeInTheDocument()
    expect(screen.getByText('Imported 100 of 150 rows')).toBeInTheDocument()
    expect(mine()).toHaveLength(before + 100)
    await user.click(screen.getByRole('button', { name: 'Resume' }))
    expect(await screen.findByText('The import is complete.')).toBeInTheDocument()
    expect(mine()).toHaveLength(before + 150)
  })

  it('has no axe violations with the columns and the dry run shown', async () => {
    await signInAs('advocate')
    const p = place()
    const { container } = await renderPage(() => <SheetImport />)
    const user = await chooseFile(csv([line(p, 'Sunita Patil', '9876501234', 'sunita@example.in', 'RCS/201/2024'), line(p, 'Ramesh Kale', '0123', 'r@example.in', '')]))
    await user.click(screen.getByRole('button', { name: 'Check the rows (dry run)' }))
    await screen.findByText(/^1 to add/)
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
    expect(result.violations.map((v) => v.id)).toEqual([])
  })
})
