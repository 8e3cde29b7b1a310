import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { DEMO_ADVOCATE_CODE, addDays } from '@mocks/db'
import { db, localToday } from '@mocks/provider'
import { renderPage } from '../../../tests/support/render-page'
import { signInAs } from '../../../tests/support/session'
import { HygienePage } from './hygiene-page'
import type { Kind } from './kinds'
import { TEXTS } from './texts'

function Page({ start }: { start: Kind }) {
  const [state, setState] = useState<{ kind: Kind; months: number }>({ kind: start, months: 6 })
  return <HygienePage {...state} onChange={(next) => setState((s) => ({ ...s, ...next }))} />
}

/** One ongoing case of the demo advocate whose hearing passed three days ago with no outcome. */
function passedCase() {
  const c = db().cases.find((x) => x.advocateCode === DEMO_ADVOCATE_CODE && x.caseStatus === 'ONGOING' && x.nextHearingDate > localToday())!
  c.nextHearingDate = addDays(localToday(), -3)
  return c
}

describe('the diary check', () => {
  it('counts every kind in its tab and shows the empty text of a clean kind', async () => {
    await signInAs('advocate')
    for (const c of db().cases.filter((x) => x.advocateCode === DEMO_ADVOCATE_CODE && !x.nextHearingDate)) c.nextHearingDate = addDays(localToday(), 9)
    await renderPage(() => <Page start="NO_NEXT_DATE" />)
    expect(await screen.findByRole('tab', { name: 'No next date (0)' })).toBeInTheDocument()
    expect(await screen.findByText(TEXTS.empty.NO_NEXT_DATE)).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: /^No hearing for months \(\d+\)$/ })).toBeInTheDocument()
  })

  it('marks a case whose hearing passed disposed after asking: the row leaves and the count goes down', async () => {
    await signInAs('advocate')
    const c = passedCase()
    await renderPage(() => <Page start="PASSED_NO_OUTCOME" />)
    const tab = await screen.findByRole('tab', { name: /^Date passed, no outcome \((\d+)\)$/ })
    const before = Number(/\((\d+)\)/.exec(tab.textContent!)![1])
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: `Mark disposed: ${c.clientCaseNo}` }))
    const dialog = await screen.findByRole('dialog', { name: 'Mark disposed' })
    expect(within(dialog).getByText(TEXTS.askDispose(c.clientCaseNo))).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }))
    await waitFor(() => expect(c.caseStatus).toBe('DISPOSED'))
    expect(await screen.findByRole('tab', { name: `Date passed, no outcome (${before - 1})` })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: `Mark disposed: ${c.clientCaseNo}` })).not.toBeInTheDocument()
  })

  it('says a refused fix in a toast and keeps the row', async () => {
    await signInAs('advocate')
    const c = passedCase()
    server.use(http.post('*/api/add-case-next-date-detail', () => HttpResponse.json({ status: 409, message: 'The case changed meanwhile.', data: null }, { status: 409 })))
    await renderPage(() => <Page start="PASSED_NO_OUTCOME" />)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: `Mark disposed: ${c.clientCaseNo}` }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Mark disposed' })).getByRole('button', { name: 'Yes' }))
    expect(await screen.findByText('The case changed meanwhile.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: `Mark disposed: ${c.clientCaseNo}` })).toBeInTheDocument()
    expect(c.caseStatus).toBe('ONGOING')
  })

  it('has no axe violations', async () => {
    await signInAs('clerk')
    passedCase()
    const { container } = await renderPage(() => <Page start="PASSED_NO_OUTCOME" />)
    await screen.findAllByRole('button', { name: /^Mark disposed:/ })
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
    expect(result.violations.map((v) => v.id)).toEqual([])
  })
})
