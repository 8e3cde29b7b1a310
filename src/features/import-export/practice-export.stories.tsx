import { expect, screen, waitFor } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { answerEmpty, answerFailure } from '../../../.storybook/dashboard-fixtures'
import { PracticeExport } from './practice-export'
import { TEXTS } from './texts'

const client = {
  Key: 'CLIENT-1', Line: 1, Kind: 'CLIENT' as const, ClientName: 'सुनीता पाटील', MobileNo: '9822012345',
  Client: { clientName: 'सुनीता पाटील', mobileNo: '9822012345', contactPerson: 'सुनीता पाटील', countryCode: 'IN', stateCode: 'MH', emailId: 'sunita@example.in', clientType: 'INDIVIDUAL' as const, gender: 'FEMALE' as const },
}

/** Issue 26: the whole practice in one workbook. */
const meta = preview.meta({
  title: 'Import and Export/Export everything',
  render: () => <PracticeExport />,
  parameters: { user: 'advocate', route: '/import-export' },
})

export const Ready = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText(TEXTS.export.what)).toBeVisible()
    await expect(canvas.getByRole('button', { name: TEXTS.export.button })).toBeEnabled()
  },
})

/** A practice of one client: the toast counts every kind; the file is kept from the browser's downloads. */
export const Exported = meta.story({
  beforeEach: (context) => {
    answerEmpty('/get-practice-export', { AdvocateName: 'ADV. RAO', ExportedAt: '2026-11-26T05:00:00Z', TotalCount: 1, Rows: [client] })(context)
    // The download link is not followed: the story stays on its page and the browser keeps no file.
    const { click } = HTMLAnchorElement.prototype
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (!this.download) click.call(this)
    }
    return () => void (HTMLAnchorElement.prototype.click = click)
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.export.button }))
    // The toaster sits outside the story's root.
    await waitFor(() => expect(screen.getByText(/^Exported 1 client, 0 cases, 0 hearings, 0 payments and 0 actions to ADV-RAO-practice-\d{4}-\d\d-\d\d\.xlsx\.$/)).toBeVisible())
  },
})

/** The provider fails: its message shows and the button can be pressed again. */
export const Failed = meta.story({
  beforeEach: answerFailure('/get-practice-export'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.export.button }))
    await waitFor(() => expect(screen.getByText('The server had a problem.')).toBeVisible())
    await expect(canvas.getByRole('button', { name: TEXTS.export.button })).toBeEnabled()
  },
})
