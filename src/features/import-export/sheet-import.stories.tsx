import { expect, userEvent } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { useSessionStore } from '@/session/session-store'
import { JOB_FILE_KEY, JOB_KEY } from './import-job'
import { SheetImport } from './sheet-import'

const CSV = [
  'Client Name,Mobile No,Email,Gender,State,Case No,Case Title,Court,Case Type,Register Date,Next Date,Purpose,Party',
  'Sunita Patil,9876501234,sunita@example.in,Female,Maharashtra,RCS/301/2024,Sunita Patil vs State,District Court Pune,Regular Civil Suit,01-01-2024,20-12-2026,Evidence,Petitioner',
  'सुनीता पाटील,9876501299,sunita.p@example.in,Female,Maharashtra,,,,,,,,',
  'Ramesh Kale,012345,ramesh@example.in,Male,Maharashtra,RCS/302/2024,Ramesh Kale vs State,District Court Pune,Regular Civil Suit,01-01-2024,20-12-2026,Evidence,Petitioner',
].join('\n')
const file = () => new File([CSV], 'diary.csv', { type: 'text/csv' })

/** Issue 26: a spreadsheet in, checked by the forms' rules and a dry run before anything is kept. */
const meta = preview.meta({
  title: 'Data entry/Import and Export/Spreadsheet',
  render: () => <SheetImport />,
  parameters: { user: 'advocate', route: '/import-export' },
})

/** The file chooser, before a file is chosen. */
export const ChooseFile = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Spreadsheet (.csv or .xlsx)')).toBeInTheDocument()
  },
})

/** The columns guessed from the headers (Hindi and Marathi headers are read too), then the dry run's answer for every row. */
export const DryRun = meta.story({
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText('Spreadsheet (.csv or .xlsx)'), file())
    await expect(await canvas.findByLabelText('Fills: Mobile No')).toHaveValue('client.mobileNo')
    await userEvent.click(canvas.getByRole('button', { name: 'Check the rows (dry run)' }))
    await expect(await canvas.findByText('2 to add, 0 already in your diary, 0 imported before, 1 refused.', {}, { timeout: 15_000 })).toBeInTheDocument()
  },
})

/** An import that stopped (the tab was closed): offered back, to resume or discard. */
export const Paused = meta.story({
  beforeEach: () => {
    // The preview's own beforeEach has signed the advocate in by now.
    const user = useSessionStore.getState().session?.encryptedSecurityUserId ?? ''
    localStorage.setItem(JOB_FILE_KEY, btoa(CSV.split('\n').filter((line) => !line.startsWith('सु')).join('\n')))
    localStorage.setItem(JOB_KEY, JSON.stringify({ user, fileName: 'diary.csv', sheet: 0, mapping: [], defaults: {}, next: 100, total: 250, results: [] }))
    return () => (localStorage.removeItem(JOB_KEY), localStorage.removeItem(JOB_FILE_KEY))
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Resume' })).toBeInTheDocument()
  },
})
