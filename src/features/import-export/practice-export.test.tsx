import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { http, HttpResponse } from 'msw'
import { readSheets } from '@/lib/xlsx'
import { server } from '@mocks/node'
import { DEMO_ADVOCATE_CODE } from '@mocks/db'
import { db } from '@mocks/provider'
import { renderPage } from '../../../tests/support/render-page'
import { signInAs } from '../../../tests/support/session'
import { rowsOfBook } from './practice-book'
import { PracticeExport } from './practice-export'
import { TEXTS } from './texts'

const blobs: Blob[] = []
const { createObjectURL, revokeObjectURL } = URL
beforeEach(() => {
  blobs.length = 0
  URL.createObjectURL = (blob: Blob) => (blobs.push(blob), 'blob:practice')
  URL.revokeObjectURL = () => undefined
})
afterEach(() => Object.assign(URL, { createObjectURL, revokeObjectURL }))

const button = () => screen.getByRole('button', { name: 'Download the whole practice (Excel)' })

describe('the whole-practice export', () => {
  it('says what it is doing, downloads the workbook named after the advocate and the day, and counts each kind', async () => {
    await signInAs('advocate')
    let release = () => undefined as void
    const held = new Promise<void>((resolve) => (release = resolve))
    // Held, then on to the provider's own answer.
    server.use(http.post('*/api/get-practice-export', async () => void (await held)))
    const { container } = await renderPage(() => <PracticeExport />)
    // Every text the live region says, in order.
    const said: string[] = []
    const region = container.querySelector('[aria-live="polite"]')!
    new MutationObserver(() => said.push(region.textContent ?? '')).observe(region, { childList: true, characterData: true, subtree: true })
    const user = userEvent.setup()
    await user.click(button())
    expect(await screen.findByText('Reading the practice…')).toBeInTheDocument()
    expect(button()).toBeDisabled()
    release()
    const d = db()
    const cases = d.cases.filter((c) => c.advocateCode === DEMO_ADVOCATE_CODE)
    const mine = new Set(cases.map((c) => c.caseId))
    const name = d.advocates.find((a) => a.advocateCode === DEMO_ADVOCATE_CODE)!.advocateName
    const file = `${name.replace(/[^\p{L}\p{N}]+/gu, '-')}-practice-2026-11-26.xlsx`
    const counts = {
      CLIENT: d.clients.filter((c) => c.advocateCode === DEMO_ADVOCATE_CODE).length,
      CASE: cases.length,
      HEARING: d.hearings.filter((h) => mine.has(h.caseId)).length,
      PAYMENT: d.clientPayments.filter((x) => mine.has(x.caseId)).length,
      ACTION: d.actionDetails.filter((x) => mine.has(x.caseId)).length,
    }
    const done = TEXTS.export.done(counts, file)
    expect(done).toMatch(/^Exported \d+ clients, \d+ cases, \d+ hearings, \d+ payments and \d+ actions to .+-practice-2026-11-26\.xlsx\.$/)
    expect(await screen.findByText(done)).toBeInTheDocument()
    expect(button()).toBeEnabled()
    expect(said.filter((text, i) => text !== said[i - 1])).toEqual(['Reading the practice…', 'Writing the workbook…', ''])
    const rows = rowsOfBook(await readSheets(blobs[0]!, file))!
    expect(rows.filter((r) => r.Kind === 'CASE')).toHaveLength(counts.CASE)
    expect(rows).toHaveLength(Object.values(counts).reduce((a, b) => a + b))
  })

  it('says the provider’s failure and lets the user try again', async () => {
    await signInAs('advocate')
    server.use(http.post('*/api/get-practice-export', () => HttpResponse.json({ status: 500, message: 'The provider is down.', data: null }, { status: 500 })))
    await renderPage(() => <PracticeExport />)
    await userEvent.setup().click(button())
    expect(await screen.findByText('The provider is down.')).toBeInTheDocument()
    await waitFor(() => expect(button()).toBeEnabled())
    expect(blobs).toEqual([])
  })

  it('has no axe violations', async () => {
    await signInAs('clerk')
    const { container } = await renderPage(() => <PracticeExport />)
    await screen.findByText(TEXTS.export.what)
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
    expect(result.violations.map((v) => v.id)).toEqual([])
  })
})
