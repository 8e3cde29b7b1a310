import preview from '../../../.storybook/preview'
import { moduleScreen, pressNew } from '../../../.storybook/module-stories'
import { moduleList, screenStates } from '../../../.storybook/screen-states'
import { litigationModule } from '.'

const meta = preview.meta({ title: 'Masters/LitigationTypeMaster', ...moduleScreen({ module: litigationModule }, '/litigation-type-master') })

/** The list's four states (data, empty, failed, loading), from the module's declaration. */
const states = screenStates(moduleList(litigationModule))

/** The list with its status dropdowns (a change saves at once). */
export const List = meta.story(states.data)
export const EmptyList = meta.story(states.empty)
export const FailedList = meta.story(states.failed)
export const LoadingList = meta.story(states.loading)
/** A new litigation type: empty form, no detail rows yet. */
export const New = meta.story({ play: pressNew() })
/** Save with nothing filled in: the name and the at-least-one-detail messages. */
export const Errors = meta.story({
  play: pressNew(async (canvas, userEvent) => {
    await userEvent.type(canvas.getByLabelText(/^Litigation Name/), ' ')
    await userEvent.click(canvas.getByRole('button', { name: 'Add Litigation Details' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Add Litigation Details' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
  }),
})
