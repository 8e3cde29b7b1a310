import { afterEach, describe, expect, it } from 'vitest'
import { screen, render, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { useDemoBridge } from '@/api/demo-bridge'
import { chooseLanguage } from '@/i18n/texts'
import ThemeSettingsPanel from './layout/theme-settings-panel'
import { renderApp } from '../../tests/support/render'
import { signInAs } from '../../tests/support/session'
import { findReadyDialog } from '../../tests/support/dialog'

describe('the layout in Hindi and Marathi', () => {
  afterEach(async () => {
    await chooseLanguage('en')
  })

  it('Display settings in Hindi: its switches and the reset question', async () => {
    const user = userEvent.setup()
    useDemoBridge.setState({ reset: () => new Promise<void>(() => undefined) })
    await chooseLanguage('hi')
    render(<ThemeSettingsPanel open onClose={() => undefined} />)
    expect(screen.getByRole('dialog', { name: 'डिस्प्ले सेटिंग' })).toBeInTheDocument()
    expect(screen.getByRole('switch', { name: 'डार्क थीम' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'डेमो डेटा रीसेट करें' }))
    const question = await findReadyDialog('डेमो डेटा रीसेट करें')
    expect(question).toHaveTextContent('डेमो डेटा रीसेट करें? इससे सभी लॉगआउट हो जाएँगे')
    expect(within(question).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument()
  })

  it('the signed-in layout in Marathi: skip link, menu, top bar and footer', async () => {
    await signInAs('advocate')
    await chooseLanguage('mr')
    await renderApp('/dashboard')
    expect(await screen.findByRole('navigation', { name: 'मुख्य मेनू' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'थेट मुख्य भागावर जा' })).toHaveAttribute('href', '#main')
    expect(screen.getByRole('button', { name: 'डिस्प्ले सेटिंग्ज' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'मुख्यपान' })).toBeInTheDocument()
    expect(screen.getByText(/सर्व हक्क राखीव/)).toBeInTheDocument()
    // The page says it is in Marathi, and its names and labels pass axe (colour is checked in the browser tests).
    expect(document.documentElement.lang).toBe('mr')
    const result = await axe.run(document.body, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'], rules: { 'color-contrast': { enabled: false } } })
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
})
