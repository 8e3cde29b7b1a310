import { expect, fn, screen, within } from 'storybook/test'
import preview from '../../.storybook/preview'
import { DEMO_ADVOCATE_CODE } from '@mocks/db'
import { provider } from '@mocks/provider'
import { ActionDetailsDialog } from './action-details-dialog'
import { MESSAGES } from './schema'

/** The dialog open on a case of the signed-in advocate that has actions in the seeded demo data. */
function SeededCase({ onClose }: { onClose: () => void }) {
  const { cases, actionDetails } = provider().db
  const target = cases.find((c) => c.advocateCode === DEMO_ADVOCATE_CODE && actionDetails.some((a) => a.caseId === c.caseId))!
  return <ActionDetailsDialog open onClose={onClose} clientCode={String(target.clientCode)} caseNo={target.clientCaseNo} registerDate={target.caseRegisterDate} />
}

const meta = preview.meta({
  title: 'Case actions/ActionDetailsDialog',
  component: SeededCase,
  args: { onClose: fn() },
  parameters: { user: 'advocate', route: '/case-registration' },
})

/** The form of a new action (Open, its status not chosen) above the case's actions. */
export const CaseWithActions = meta.story({
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Action Details' })
    await expect((await within(dialog).findAllByRole('button', { name: /^Edit the action of / })).length).toBeGreaterThan(0)
    await expect(within(dialog).getByLabelText('Status')).toBeDisabled()
  },
})

/** Save of a blank form: every message at once, focus on the first field. */
export const MessagesAfterBlankSave = meta.story({
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Action Details' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    for (const message of [MESSAGES.date, MESSAGES.reminderDays, MESSAGES.actionItem]) await expect(await within(dialog).findByText(message)).toBeInTheDocument()
  },
})
