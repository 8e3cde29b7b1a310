import { DEMO_ACCOUNTS, DEMO_ADVOCATE_CODE } from '@mocks/db'
import { idOf, KIND } from '@mocks/http'
import preview from '../../../.storybook/preview'
import { ConfirmMailPage, LogoutPage, ValidateAdvocatePage } from './message-pages'

const meta = preview.meta({ title: 'Auth/Message pages', parameters: { layout: 'fullscreen' } })

export const ConfirmMail = meta.story({ render: () => <ConfirmMailPage /> })
export const Logout = meta.story({ render: () => <LogoutPage /> })

/** The confirmation link of the demo advocate: the mock provider confirms it. */
export const AccountReady = meta.story({
  render: () => <ValidateAdvocatePage id={idOf(KIND.advocate, DEMO_ADVOCATE_CODE)} emailOrMobileNo={DEMO_ACCOUNTS[1].email} />,
})
/** A link the provider did not make: its message is shown. */
export const AccountReadyFailure = meta.story({ render: () => <ValidateAdvocatePage id="not-a-valid-link" emailOrMobileNo="someone@example.com" /> })
