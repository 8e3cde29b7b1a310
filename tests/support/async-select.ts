import { screen } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'

/** Types `search` into the searchable select labelled `label` and picks the option named `option`. */
export async function pick(u: ReturnType<typeof userEvent.setup>, label: RegExp, search: string, option: string) {
  const box = screen.getByRole('combobox', { name: label })
  await u.click(box)
  await u.type(box, search)
  await u.click(await screen.findByRole('option', { name: option }))
}
