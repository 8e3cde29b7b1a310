import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { chooseLanguage } from '@/i18n/texts'
import { renderPage } from '../../../tests/support/render-page'
import { signInAs } from '../../../tests/support/session'
import { patience } from '../../../tests/timeouts'
import { CnrImport } from './cnr-import'
import { ImportExportPage } from './import-export-page'

const csv = () => new File(['\uFEFFClient Name,Mobile,Case No\r\n"Sunita Patil","9876501234","RCS/101/2024"'], 'diary.csv', { type: 'text/csv' })

describe('Import and Export in Hindi and Marathi (issue 22)', () => {
  afterEach(() => chooseLanguage('en'))

  it('shows the page, its tabs and the column mapping in Hindi, with no axe violations', async () => {
    await signInAs('advocate')
    await chooseLanguage('hi')
    const { container } = await renderPage(() => <ImportExportPage tab="sheet" onTab={() => undefined} />)
    expect(await screen.findByRole('heading', { name: 'इम्पोर्ट और एक्सपोर्ट' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'CNR सूची' })).toBeInTheDocument()
    await userEvent.setup().upload(screen.getByLabelText('स्प्रेडशीट (.csv या .xlsx)'), csv())
    const columns = await screen.findByRole('group', { name: 'कॉलम' })
    const mobile = within(columns).getByLabelText('किस खाने में: Mobile')
    expect(mobile).toHaveValue('client.mobileNo')
    expect(within(mobile).getByRole('option', { selected: true })).toHaveTextContent('मोबाइल नंबर')
    expect(screen.getByRole('button', { name: 'पंक्तियाँ जाँचें (ड्राई रन)' })).toBeInTheDocument()
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
    expect(result.violations).toEqual([])
  }, patience(30_000))

  it('counts the CNR list and gives a malformed line’s reason in Marathi', async () => {
    await signInAs('advocate')
    await chooseLanguage('mr')
    await renderPage(() => <CnrImport pace={0} />)
    const list = await screen.findByLabelText(/^CNR, प्रत्येक ओळीत एक/)
    fireEvent.change(list, { target: { value: 'MHAU019999992015, 9876543210, name@example.in, X' } })
    expect(await screen.findByText('1 ओळीत 1 CNR शोधायचे आहेत.')).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'अर्जदार' })).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button', { name: 'सुरू करा' }))
    const table = await screen.findByRole('table', { name: 'CNR यादीचे निकाल' }, { timeout: patience(10_000) })
    await waitFor(() => expect(within(table).getByText('लिंग M, F किंवा T असावे')).toBeInTheDocument(), { timeout: patience(10_000) })
    expect(within(table).getByText('अयशस्वी')).toBeInTheDocument()
    expect(screen.getByText('0 नोंदवले, 0 आधीच तुमच्या डायरीत, 1 अयशस्वी')).toBeInTheDocument()
  }, patience(30_000))
})
