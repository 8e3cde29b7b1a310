import type { ComponentType } from 'react'
import type { FieldValues } from 'react-hook-form'
import type { StoryContext } from '@storybook/react-vite'
import type { RowData } from '@tanstack/react-table'
import { expect, getConfig, within } from 'storybook/test'
import type { DemoLogin } from '../tests/support/session'
import type { PostPath } from '@/shell/calls'
import type { Filters, ModuleDefinition } from '@/shell/define-module'
import { ModulePage } from '@/shell/module-page'

type Canvas = StoryContext['canvas']
type UserEvent = StoryContext['userEvent']

/**
 * What the meta of a module screen's stories needs besides its title: the module (a definition for the
 * shell, or a page of its own) on the mock provider, signed in as `user` (the administrator by default)
 * at its route. Story files keep `preview.meta({ title, ...moduleScreen(...) })` literal: Storybook's
 * indexer reads the meta where it is written.
 */
export function moduleScreen<Row extends RowData, Form extends FieldValues, P extends PostPath, F extends Filters>(
  screen: { module: ModuleDefinition<Row, Form, P, F> } | { page: ComponentType },
  route: string,
  user: DemoLogin = 'admin',
) {
  const Page = 'page' in screen ? screen.page : () => <ModulePage module={screen.module} />
  return { render: () => <Page />, parameters: { user, route } }
}

/** The limit for what a save of several calls shows at its end: three times the usual wait (a limit, not a delay). */
export const severalCalls = () => ({ timeout: getConfig().asyncUtilTimeout * 3 })

/** Double-clicks the list's first row once the rows have come (the pager shows its count; before then the only cell is the loading one). */
export async function openFirstRow(canvas: Canvas, userEvent: UserEvent) {
  await canvas.findByText(/^1 to \d+ of \d+$/)
  await userEvent.dblClick(canvas.getAllByRole('row')[1]!)
}

/** A `play` that presses New, then does what the story shows. */
export const pressNew =
  (then?: (canvas: Canvas, userEvent: UserEvent) => Promise<unknown>) =>
  async ({ canvas, userEvent }: { canvas: Canvas; userEvent: UserEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New' }))
    await then?.(canvas, userEvent)
  }

/** A `play`: New, a blank typed in `field`, Save; the spec's `message` shows. */
export const saveBlank = (field: RegExp, message: string) =>
  pressNew(async (canvas, userEvent) => {
    await userEvent.type(canvas.getByLabelText(field), ' ')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await canvas.findByText(message)).toBeInTheDocument()
  })

/** A `play` for a report filtered by state: picks India and Maharashtra, then presses `button`. */
export const chooseMaharashtra =
  (button: string) =>
  async ({ canvas, userEvent }: { canvas: Canvas; userEvent: UserEvent }) => {
    const listbox = within(document.body)
    await userEvent.click(await canvas.findByRole('combobox', { name: /^Country/ }))
    await userEvent.type(canvas.getByRole('combobox', { name: /^Country/ }), 'ind')
    await userEvent.click(await listbox.findByRole('option', { name: 'INDIA' }))
    await userEvent.click(canvas.getByRole('combobox', { name: /^State/ }))
    await userEvent.type(canvas.getByRole('combobox', { name: /^State/ }), 'Mahar')
    await userEvent.click(await listbox.findByRole('option', { name: 'MAHARASHTRA' }))
    await userEvent.click(canvas.getByRole('button', { name: button }))
  }
