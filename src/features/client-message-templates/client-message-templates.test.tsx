import { afterEach, describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DEMO_ADVOCATE_CODE } from '@mocks/db'
import { TEMPLATES_SAVED } from '@mocks/handlers/client-messages'
import { provider } from '@mocks/provider'
import { DEFAULT_TEMPLATES } from '@/lib/client-message'
import { openModule } from '../../../tests/support/open-module'
import { CHOOSE_ADVOCATE } from './templates-page'
import { chooseLanguage } from '@/i18n/texts'

const db = () => provider().db
const open = (as: 'advocate' | 'admin' = 'advocate') => openModule('/client-message-templates', 'Client Messages', { as, list: false })
const field = (name: RegExp) => screen.findByRole('textbox', { name })
const save = () => screen.getByRole('button', { name: 'Save' })

describe('Client Messages (templates)', () => {
  it('shows the English templates, the placeholders and a live preview with SMS parts', async () => {
    await open()
    const outcome = (await field(/^After the hearing \(English\)/)) as HTMLTextAreaElement
    expect(outcome.value).toBe(DEFAULT_TEMPLATES.OUTCOME.en)
    expect(screen.getByText('{courtRoom}')).toBeInTheDocument()
    const preview = within(screen.getByRole('region', { name: 'After the hearing (English)' }))
    expect(preview.getByText(/^Dear /)).toBeInTheDocument()
    expect(preview.getByText(/^By SMS: \d+ parts \(GSM-7/)).toBeInTheDocument()
  })

  it('says an unknown placeholder by name, live and at Save, and saves nothing', async () => {
    const u = userEvent.setup()
    await open()
    const outcome = await field(/^After the hearing \(English\)/)
    await u.clear(outcome)
    await u.type(outcome, 'Dear {{clientNme}')
    const message = 'Unknown placeholder {clientNme}. Use only {clientName} {caseNo} {title} {court} {courtRoom} {outcome} {nextDate} {purpose}.'
    expect(screen.getByText(message)).toBeInTheDocument()
    await u.click(save())
    // Beside the field (the save flow's message) and in the preview.
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2))
    expect(db().messageTemplates).toHaveLength(0)
  })

  it('says an empty template cannot be saved, and shows the Hindi one that failed', async () => {
    const u = userEvent.setup()
    await open()
    await u.click(await screen.findByRole('radio', { name: /Hindi/ }))
    await u.clear(await field(/^Day before the hearing \(हिन्दी/))
    await u.click(screen.getByRole('radio', { name: 'English' }))
    await u.click(save())
    expect(await screen.findAllByText('The template cannot be empty.')).not.toHaveLength(0)
    expect(screen.getByRole('radio', { name: /Hindi/ })).toBeChecked()
  })

  it('saves a Marathi template for the practice', async () => {
    const u = userEvent.setup()
    await open()
    await u.click(await screen.findByRole('radio', { name: /Marathi/ }))
    const reminder = await field(/^Day before the hearing \(मराठी/)
    await u.clear(reminder)
    await u.type(reminder, 'नमस्कार {{clientName}, तारीख {{nextDate}')
    await u.click(save())
    expect(await screen.findByText(TEMPLATES_SAVED)).toBeInTheDocument()
    await waitFor(() =>
      expect(db().messageTemplates).toEqual([expect.objectContaining({ advocateCode: DEMO_ADVOCATE_CODE, kind: 'REMINDER', language: 'mr', text: 'नमस्कार {clientName}, तारीख {nextDate}' })]),
    )
  })

  it('asks the administrator for the advocate first', async () => {
    await open('admin')
    expect(screen.getByText(CHOOSE_ADVOCATE)).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Advocate' })).toBeInTheDocument()
  })

  describe('in Hindi', () => {
    afterEach(() => act(() => chooseLanguage('en')))

    it('names the kinds, the placeholders and the SMS parts in Hindi', async () => {
      await open()
      await field(/^After the hearing \(English\)/)
      await act(() => chooseLanguage('hi'))
      expect(await field(/^पेशी के बाद \(English\)/)).toBeInTheDocument()
      expect(screen.getByRole('heading', { name: 'खाली जगहें (प्लेसहोल्डर)' })).toBeInTheDocument()
      expect(screen.getByText('पक्षकार का नाम')).toBeInTheDocument()
      expect(screen.getAllByText(/^SMS से: \d+ भाग \(GSM-7/).length).toBeGreaterThan(0)
    })
  })
})
