import { fn } from 'storybook/test'
import preview from '../../.storybook/preview'
import { ConfirmDialog } from './confirm-dialog'

const meta = preview.meta({
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: { open: true, title: 'Confirmation', message: 'Do you want to get the details of the cases?', onConfirm: fn(), onCancel: fn() },
})

/** The default buttons: 'Yes' and 'Cancel'. */
export const Open = meta.story()
export const Danger = meta.story({ args: { message: 'Are you sure you want to delete this client?', confirmLabel: 'Delete', danger: true } })
/** While the action runs both buttons are disabled and Escape does not close the dialog. */
export const Busy = meta.story({ args: { busy: true } })
