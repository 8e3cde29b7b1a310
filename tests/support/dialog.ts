import { expect } from 'vitest'
import { screen, waitFor } from '@testing-library/react'

/**
 * Finds a modal dialog once it takes keys and clicks. Radix makes a dialog the top layer a render after
 * the dialog appears: only then does it listen for Escape, and a dialog opened over another one takes
 * pointer events. A key or click in between reaches nobody. No user is that quick, but a loaded test
 * machine is; so a test waits for what a user would see first, the focus inside the dialog.
 */
export async function findReadyDialog(name: string) {
  const dialog = await screen.findByRole('dialog', { name })
  await waitFor(() => {
    expect(dialog).toHaveStyle({ pointerEvents: 'auto' })
    expect(dialog).toContainElement(document.activeElement as HTMLElement | null)
  })
  return dialog
}
