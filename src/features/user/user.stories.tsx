import { http, HttpResponse } from 'msw'
import { expect, screen } from 'storybook/test'
import { encryptId } from '@mocks/db'
import { fail } from '@mocks/http'
import { db } from '@mocks/provider'
import preview from '../../../.storybook/preview'
import { moduleScreen, pressNew, saveBlank } from '../../../.storybook/module-stories'
import { moduleList, screenStates } from '../../../.storybook/screen-states'
import { userModule } from '.'
import { MESSAGES } from './schema'

/** The advocate picker's call belongs to the Advocate module's provider; these stories answer it from the store meanwhile. */
const advocateList = http.post('*/api/advocate-list', () =>
  HttpResponse.json({
    status: 200,
    message: 'Success',
    data: { totalCount: db().advocates.length, advocateList: db().advocates.map((a) => ({ advocateName: a.advocateName, encryptedAdvocateCode: encryptId('advocate', a.advocateCode) })) },
  }),
)

/** The users of every advocate on the mock provider, signed in as the administrator. */
const meta = preview.meta({
  title: 'Administration/User',
  ...moduleScreen({ module: userModule }, '/user'),
  beforeEach: ({ msw }) => msw.use(advocateList),
})

/** The list's four states (data, empty, failed, loading), from the module's declaration. */
const states = screenStates(moduleList(userModule))

export const List = meta.story(states.data)
export const EmptyList = meta.story(states.empty)
export const FailedList = meta.story(states.failed)
export const LoadingList = meta.story(states.loading)

/** An existing user: advocate and login id locked, the password masked, their menu items ticked. */
export const Details = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.dblClick(await canvas.findByRole('cell', { name: 'SURESH PATIL' }))
    await expect(await canvas.findByRole('checkbox', { name: 'File Placement' })).toBeChecked()
    await expect(canvas.getByLabelText(/^Login Id/)).toHaveAttribute('readonly')
  },
})

/** New: choosing the advocate shows the menu items of its licence; ticking a header ticks its pages. */
export const Tree = meta.story({
  play: pressNew(async (canvas, userEvent) => {
    const picker = canvas.getByRole('combobox', { name: /^Advocate/ })
    await userEvent.click(picker)
    await userEvent.type(picker, 'ananya')
    await userEvent.click(await screen.findByRole('option', { name: 'ANANYA DESHPANDE' }))
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Data Entry' }))
    await expect(canvas.getByRole('checkbox', { name: 'Client Payment' })).toBeChecked()
  }),
})

/** Saved blank: every required message, and the toast for the menu tree. */
export const Errors = meta.story({ play: saveBlank(/^User Name/, MESSAGES.tree) })

/** The access step fails after the details were saved: the toast says so and the form keeps its changes. */
export const StepFails = meta.story({
  beforeEach: ({ msw }) => msw.use(http.post('*/api/add-security-user-role-master', () => fail(500, 'Menu access is locked.'))),
  play: async ({ canvas, userEvent }) => {
    await userEvent.dblClick(await canvas.findByRole('cell', { name: 'SURESH PATIL' }))
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Client Payment' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await screen.findByText('User details saved, but adding menu access failed. Menu access is locked.')).toBeInTheDocument()
  },
})
