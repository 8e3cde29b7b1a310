import { http, HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'
import { ok } from '@mocks/http'
import preview from '../../../.storybook/preview'
import { moduleScreen, pressNew, saveBlank } from '../../../.storybook/module-stories'
import { moduleList, screenStates } from '../../../.storybook/screen-states'
import { clientModule } from '.'
import { MESSAGES } from '@/records/client-schema'

/** The advocate's clients on the mock provider. */
const meta = preview.meta({ title: 'Data entry/Client', ...moduleScreen({ module: clientModule }, '/client', 'advocate') })

/** The list's four states (data, empty, failed, loading), from the module's declaration. */
const states = screenStates(moduleList(clientModule))

export const List = meta.story(states.data)
export const EmptyList = meta.story(states.empty)
export const FailedList = meta.story(states.failed)
export const LoadingList = meta.story(states.loading)
/** New: gender appears once the client is an individual. */
export const New = meta.story({
  play: pressNew(async (canvas, userEvent) => {
    await userEvent.selectOptions(canvas.getByLabelText(/^Client Type/), 'INDIVIDUAL')
    await expect(canvas.getByLabelText(/^Gender/)).toBeInTheDocument()
  }),
})
/** Saved blank: every required message at once. */
export const Errors = meta.story({ play: saveBlank(/^Client Name/, MESSAGES.mobile) })
/** Leaving an e-mail another client uses: 'Email already associated with another client …' with Yes and No. */
export const EmailPrompt = meta.story({
  beforeEach: ({ msw }) => msw.use(http.post('*/api/check-client-email-exists', () => HttpResponse.json(ok({ clientName: 'RAMESH PATIL' })))),
  play: pressNew(async (canvas, userEvent) => {
    await userEvent.type(canvas.getByLabelText(/^Email/), 'ramesh.patil@example.in')
    await userEvent.tab()
    const dialog = await within(document.body).findByRole('dialog', { name: MESSAGES.emailTaken('RAMESH PATIL') })
    await expect(within(dialog).getByText(MESSAGES.emailContinue)).toBeInTheDocument()
  }),
})
