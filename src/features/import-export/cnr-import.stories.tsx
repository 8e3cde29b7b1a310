import { http, HttpResponse } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import type { StoryContext } from '@storybook/react-vite'
import preview from '../../../.storybook/preview'
import { CnrImport } from './cnr-import'
import { TEXTS } from './texts'

const T = TEXTS.cnr
/** A High Court writ petition the mock provider's masters place whole, a malformed CNR and one no court has. */
const LIST = 'KAHC01-000223-2025, 9876510000, client@example.in, F\nMHAU0199999920\nKAHC010000002025'

/** Pastes the list and starts it, as a user would, at no pace (the stories' provider is the browser's mock). */
async function runList({ canvas, userEvent }: Pick<StoryContext, 'canvas' | 'userEvent'>) {
  await userEvent.click(await canvas.findByLabelText(T.listLabel))
  await userEvent.paste(LIST)
  await userEvent.click(canvas.getByRole('button', { name: T.start }))
  await canvas.findByRole('progressbar', { name: T.progress(3, 3) })
  await waitFor(() => expect(canvas.getByRole('button', { name: T.start })).toBeEnabled())
  return within(canvas.getByRole('table', { name: T.results }))
}

/** Issue 26: a list of CNRs, looked up one at a time and registered as cases of the chosen party. */
const meta = preview.meta({
  title: 'Data entry/Import and Export/CNR list',
  render: () => <CnrImport pace={0} />,
  parameters: { user: 'advocate', route: '/import-export?tab=cnr' },
})

/** Nothing pasted yet: the list, the file and the party; Start asks for a CNR first. */
export const Empty = meta.story({
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByLabelText(T.listLabel)).toHaveValue('')
    await expect(canvas.getByRole('radio', { name: T.parties.Petitioner })).toBeChecked()
    await userEvent.click(canvas.getByRole('button', { name: T.start }))
    await expect(await canvas.findByText('Please enter case number record')).toBeInTheDocument()
  },
})

/** One CNR registered (or already in the diary, when the story runs again), one malformed, one the courts do not know. */
export const Data = meta.story({
  play: async (context) => {
    const table = await runList(context)
    await expect(table.getByText('Case number record should have 16 long')).toBeInTheDocument()
    await expect(table.getByText('Data not found!')).toBeInTheDocument()
    await expect(table.getByText(/^(Registered|Already in your diary)$/)).toBeInTheDocument()
    await expect(context.canvas.getByRole('button', { name: T.copyFailed })).toBeEnabled()
  },
})

/** The provider cannot answer: every well-formed CNR fails with the provider's message, the malformed one with its own. */
export const Failed = meta.story({
  // The diary is asked first (a CNR it has is not looked up again): it fails as well, whatever an earlier story registered.
  beforeEach: ({ msw }) =>
    msw.use(
      ...['get-cnr-client-details', 'advocate-client-case-list'].map((call) =>
        http.post(`*/api/${call}`, () => HttpResponse.json({ status: 500, message: 'The server had a problem.', data: null }, { status: 500 })),
      ),
    ),
  play: async (context) => {
    const table = await runList(context)
    await expect(table.getAllByText('The server had a problem.')).toHaveLength(2)
    await expect(table.getByText('Case number record should have 16 long')).toBeInTheDocument()
    await expect(context.canvas.getByText(T.summary(0, 0, 3))).toBeInTheDocument()
  },
})
