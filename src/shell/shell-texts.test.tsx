import { afterEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { chooseLanguage } from '@/i18n/texts'
import { COMMON } from '@/components/texts'
import { serveWidgets, widgetModule } from '../../tests/support/fake-modules'
import { renderPage } from '../../tests/support/render-page'
import { findReadyDialog } from '../../tests/support/dialog'
import { ModulePage } from './module-page'

describe('the module shell in Hindi', () => {
  afterEach(async () => {
    await chooseLanguage('en')
  })

  it('its toolbar, pager, export and question in Hindi; a feature’s English catalog label shown in Hindi', async () => {
    const u = userEvent.setup()
    serveWidgets()
    await chooseLanguage('hi')
    // A feature declares its labels from its English catalog; here the common words' field label.
    const base = widgetModule()
    const list = { ...base.definition.list, columns: [{ header: COMMON.fields.clientName, accessorKey: 'courtTypeName' as const }] }
    await renderPage(() => <ModulePage module={{ ...base.definition, list }} />)
    expect(await screen.findByText('WIDGET 3')).toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: 'पक्षकार का नाम' })).toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: 'क्र.सं.' })).toBeInTheDocument()
    expect(screen.getByText('3 में से 1 से 3')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'CSV निकालें' })).toBeInTheDocument()
    // Names and labels in Hindi pass axe (colour is checked in the browser tests).
    const result = await axe.run(document.body, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'], rules: { 'color-contrast': { enabled: false } } })
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    const toolbar = screen.getByRole('toolbar', { name: 'रिकॉर्ड की कार्रवाई' })
    expect(within(toolbar).getByRole('button', { name: 'सहेजें' })).toBeDisabled()
    await u.click(within(toolbar).getByRole('button', { name: 'नया' }))
    await u.type(screen.getByLabelText(/^Widget Name/), 'X')
    await u.click(within(toolbar).getByRole('button', { name: 'बाहर जाएँ' }))
    const question = await findReadyDialog('पुष्टि')
    expect(question).toHaveTextContent('क्या आप बदलाव सहेजना चाहते हैं?')
    expect(within(question).getByRole('button', { name: 'छोड़ दें' })).toBeInTheDocument()
  })
})
