import { expect } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'

/**
 * Types `search` into the searchable select labelled `label` and picks the option named `option`. An
 * option of the list shown before the search answered may be gone by the time it is clicked: then the
 * option is picked again from the list of the text typed, once that list has arrived.
 */
export async function pick(u: ReturnType<typeof userEvent.setup>, label: RegExp, search: string, option: string) {
  const box = screen.getByRole('combobox', { name: label })
  await u.click(box)
  await u.type(box, search)
  await u.click(await screen.findByRole('option', { name: option }))
  // A pick closes the list; a click that found its option gone leaves it open.
  if (box.getAttribute('aria-expanded') === 'false') return
  const list = document.getElementById(box.getAttribute('aria-controls') ?? '')!
  await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'))
  await u.click(await screen.findByRole('option', { name: option }))
}
