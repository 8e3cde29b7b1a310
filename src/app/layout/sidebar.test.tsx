import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { encryptId } from '@mocks/db/ids'
import { DEMO_ADVOCATE_CODE } from '@mocks/db'
import { provider } from '@mocks/provider'
import { renderApp } from '../../../tests/support/render'
import { signInAs } from '../../../tests/support/session'

describe('sidebar (spec §2.3)', () => {
  it('a page with params (/case-next-date/{id}, from the dashboard) expands its group and marks and highlights its menu item', async () => {
    await signInAs('advocate')
    const caseId = provider().db.cases.find((c) => c.advocateCode === DEMO_ADVOCATE_CODE)!.caseId
    await renderApp(`/case-next-date/${encryptId('case', caseId)}`)
    const menu = await screen.findByRole('navigation', { name: 'Main menu' })
    const group = await within(menu).findByRole('button', { name: 'Data Entry' })
    expect(group).toHaveAttribute('aria-expanded', 'true')
    expect(within(menu).getByRole('button', { name: 'Reports' })).toHaveAttribute('aria-expanded', 'false')
    const item = within(screen.getByRole('list', { name: 'Data Entry Sub Menu' })).getByRole('link', { name: 'Case Next Date' })
    expect(item).toHaveAttribute('aria-current', 'page')
    // Spec §9: the highlight follows after 1 s.
    await waitFor(() => expect(item).toHaveClass('bg-brand-600'))
    expect(within(menu).getAllByRole('link').filter((link) => link.getAttribute('aria-current'))).toEqual([item])
  })
})
