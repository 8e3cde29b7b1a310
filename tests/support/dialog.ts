import { expect } from 'vitest'
import { screen, waitFor } from '@testing-library/react'

/**
 * Finds a modal dialog once it hears keys. Radix makes a dialog the top layer (and only then listens
 * for Escape) a render after the dialog appears; a key pressed in between reaches nobody. No user is
 * that quick, but a loaded test machine is: so a test waits for what a user would see first, the focus
 * inside the dialog and the dialog taking pointer events.
 */
export async function findReadyDialog(name: string) {
  const dialog = await screen.findByRole('dialog', { name })
  await waitFor(() => {
    expect(dialog).toHaveStyle({ pointerEvents: 'auto' })
    expect(dialog).toContainElement(document.activeElement as HTMLElement | null)
  })
  return dialog
}
