import { afterEach, describe, expect, it } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NO_RECORDS } from '@/components/data-table/texts'
import { pick } from '../../../tests/support/async-select'
import { openModule } from '../../../tests/support/open-module'
import { recordPdfOpens } from '../../../tests/support/pdf'
import { PDF_FILE } from '.'
import { requestBodies } from '../../../tests/support/requests'
import { MESSAGES } from './schema'
import { chooseLanguage } from '@/i18n/texts'

const clicked = recordPdfOpens()
const generate = () => screen.getByRole('button', { name: 'Generate Report' })
const open = () => openModule('/case-list-report', 'Case List Report', { as: 'advocate', list: false })
const requests = () => requestBodies('/client-case-list-report-pdf')

describe('Case List Report', () => {
  it('starts Client Wise with ALL, and needs a country and a state before asking', async () => {
    const u = userEvent.setup()
    const bodies = requests()
    await open()
    expect(screen.getByRole('radio', { name: 'Case list Diary (Client Wise)' })).toBeChecked()
    expect(screen.getByLabelText(/^Status/)).toHaveValue('ALL')
    expect([...(screen.getByLabelText(/^Status/) as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Select', 'ALL', 'ONGOING', 'WON', 'LOST', 'CLOSED'])
    await u.click(generate())
    expect(await screen.findByText(MESSAGES.country)).toBeInTheDocument()
    expect(screen.getByText(MESSAGES.state)).toBeInTheDocument()
    expect(bodies).toHaveLength(0)
  })

  it('sends the state, the type and the status, opens the PDF and downloads it', async () => {
    const u = userEvent.setup()
    const bodies = requests()
    await open()
    await pick(u, /^Country/, 'ind', 'INDIA')
    await pick(u, /^State/, 'Maha', 'MAHARASHTRA')
    await u.click(screen.getByRole('radio', { name: 'Case List Diary' }))
    await u.selectOptions(screen.getByLabelText(/^Status/), 'ONGOING')
    await u.click(generate())
    await waitFor(() => expect(clicked).toHaveLength(2))
    expect(bodies.at(-1)).toMatchObject({ stateCode: 'MH', ReportType: 'CL', CaseStatus: 'ONGOING', EncryptedAdvocateCode: expect.any(String) })
    expect(clicked[0]).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' })
    expect(clicked[1].download).toBe(PDF_FILE)
  })

  it('says No records found! for a state without cases', async () => {
    const u = userEvent.setup()
    await open()
    await pick(u, /^Country/, 'ind', 'INDIA')
    await pick(u, /^State/, 'Sikk', 'SIKKIM')
    await u.click(generate())
    expect(await screen.findByText(NO_RECORDS)).toBeInTheDocument()
    expect(clicked).toHaveLength(0)
  })

  describe('in Hindi', () => {
    afterEach(() => act(() => chooseLanguage('en')))

    it('names the report types and the statuses in Hindi', async () => {
      await open()
      await act(() => chooseLanguage('hi'))
      expect(screen.getByRole('radio', { name: 'केस सूची डायरी (पक्षकार वार)' })).toBeChecked()
      expect(screen.getByRole('option', { name: 'सभी' })).toBeInTheDocument()
    })
  })
})
