import { http } from 'msw'
import { expect, screen, waitFor } from 'storybook/test'
import { DEMO_ADVOCATE_CODE } from '@mocks/db'
import { fail } from '@mocks/http'
import { db } from '@mocks/provider'
import preview from '../../../.storybook/preview'
import { moduleScreen } from '../../../.storybook/module-stories'
import { loadStates } from '../../../.storybook/screen-states'
import { DELETE_PHOTO } from '@/components/form/picture-field'
import { ProfilePage } from './profile-page'
import { MESSAGES } from './schema'

const demo = () => db().advocates.find((a) => a.advocateCode === DEMO_ADVOCATE_CODE)!
const other = () => db().advocates.find((a) => a.advocateCode !== DEMO_ADVOCATE_CODE)!

/** The demo advocate's own profile on the mock provider. */
const meta = preview.meta({ title: 'Administration/Profile', ...moduleScreen({ page: ProfilePage }, '/profile', 'advocate') })

/** As loaded: read-only name, address, place, login id and dates; Verify off. */
export const Data = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByDisplayValue('advocate')).toHaveAttribute('readonly')
    await expect(canvas.getByRole('button', { name: 'Verify Email Address' })).toBeDisabled()
  },
})

/** Saved with a blank chamber no, a bad website and a future year: the spec's messages. */
export const Errors = meta.story({
  play: async ({ canvas, userEvent }) => {
    const chamber = await canvas.findByLabelText(/^Chamber No/)
    // The profile fills the form first; typing before then would be overwritten.
    await waitFor(() => expect(chamber).not.toHaveValue(''))
    await userEvent.clear(chamber)
    await userEvent.clear(canvas.getByLabelText(/^Website/))
    await userEvent.type(canvas.getByLabelText(/^Website/), 'mehta.in')
    await userEvent.type(canvas.getByLabelText(/^Practice Since/), '{backspace>4}2999')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await canvas.findByText(MESSAGES.chamberNo)).toBeInTheDocument()
    await expect(canvas.getByText(MESSAGES.website)).toBeInTheDocument()
    await expect(canvas.getByText(MESSAGES.sinceFuture)).toBeInTheDocument()
  },
})

/** Verify with an e-mail another advocate uses: the provider's message and the question. */
export const EmailInUse = meta.story({
  play: async ({ canvas, userEvent }) => {
    const email = await canvas.findByLabelText(/^Email Address/)
    await waitFor(() => expect(email).not.toHaveValue(''))
    await userEvent.clear(email)
    await userEvent.type(email, other().email)
    await userEvent.click(canvas.getByRole('button', { name: 'Verify Email Address' }))
    // One message: the provider's, naming the advocate who has the e-mail, then the question.
    const question = await screen.findByRole('dialog', { name: 'Confirmation' })
    await expect(question).toHaveTextContent(other().advocateName)
    await expect(question).toHaveTextContent(MESSAGES.alsoUpdate)
  },
})

/** Removing the picture asks first. */
export const RemovePicture = meta.story({
  beforeEach: () => {
    demo().advocatePicFileURL = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#2563eb"/></svg>')}`
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove picture' }))
    await expect(await screen.findByText(DELETE_PHOTO)).toBeInTheDocument()
  },
})

/** The save fails: the provider's message as a toast, and every field kept. */
export const SaveFails = meta.story({
  beforeEach: ({ msw }) => msw.use(http.post('*/api/update-advocate-detail', () => fail(500, 'The profile is locked.'))),
  play: async ({ canvas, userEvent }) => {
    const chamber = await canvas.findByLabelText(/^Chamber No/)
    // The profile fills the form first; typing before then would be overwritten.
    await waitFor(() => expect(chamber).not.toHaveValue(''))
    await userEvent.type(chamber, ' B')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await screen.findByText('The profile is locked.')).toBeInTheDocument()
  },
})
/**
 * The profile's call fails: the failure and Try again, no form to save over it. One record, so no empty
 * state; no loading story: the form shows at once and fills when the answer comes (no spinner of its own).
 */
export const LoadFailed = meta.story(loadStates({ call: '/view-advocate-detail', failedText: 'The profile could not be loaded.' }).failed)
