import { expect } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { seededCaseId } from '../../../.storybook/case-fixtures'
import { moduleScreen } from '../../../.storybook/module-stories'
import { loadStates } from '../../../.storybook/screen-states'
import { CaseNextDatePage } from './next-date-page'
import { MESSAGES } from './schema'

/** The hearing outcome screen on the mock provider, as the advocate. */
const meta = preview.meta({ title: 'Data entry/Case Next Date', ...moduleScreen({ page: CaseNextDatePage }, '/case-next-date', 'advocate') })

/** Nothing chosen yet: the client and case pickers. */
export const Empty = meta.story()
/** A case opened from the dashboard: its current values and the new ones to fill. */
export const Data = meta.story({
  render: () => <CaseNextDatePage id={seededCaseId('ONGOING')} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Hearing Date')).toBeInTheDocument()
  },
})
/** Saved with a date that is not after the current hearing. */
export const Errors = meta.story({
  render: () => <CaseNextDatePage id={seededCaseId('ONGOING')} />,
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('Hearing Date')
    await userEvent.type(await canvas.findByLabelText(/^Next Hearing Date/), '01-01-2020')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await canvas.findByText(MESSAGES.notAfterCurrent)).toBeInTheDocument()
  },
})
/** A disposed case: no Save. */
export const Disposed = meta.story({
  render: () => <CaseNextDatePage id={seededCaseId('DISPOSED')} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(MESSAGES.disposed)).toBeInTheDocument()
  },
})
/**
 * The opened case could not be loaded: said where its details go, with Try again. `Empty` above is the
 * empty state (nothing chosen); no loading story: the details card waits without a spinner of its own.
 */
export const LoadFailed = meta.story({
  ...loadStates({ call: '/get-advocate-client-case-master-detail', failedText: "The case's current hearing could not be loaded." }).failed,
  render: () => <CaseNextDatePage id={seededCaseId('ONGOING')} />,
})
