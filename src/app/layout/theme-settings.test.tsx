import { describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useDemoBridge } from '@/api/demo-bridge'
import ThemeSettingsPanel, { RESET_QUESTION } from './theme-settings-panel'
import { findReadyDialog } from '../../../tests/support/dialog'

describe('Display settings: Reset demo data', () => {
  it('asks first, saying it signs everyone out; Cancel keeps the data, Reset resets it', async () => {
    const user = userEvent.setup()
    const reset = vi.fn(() => new Promise<void>(() => undefined))
    useDemoBridge.setState({ reset })
    render(<ThemeSettingsPanel open onClose={() => undefined} />)
    await user.click(screen.getByRole('button', { name: 'Reset demo data' }))
    const question = await findReadyDialog('Reset demo data')
    expect(question).toHaveTextContent(RESET_QUESTION)
    expect(RESET_QUESTION).toMatch(/signs everyone out and restores the demo data/)
    await user.click(within(question).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reset demo data' })).not.toBeInTheDocument())
    expect(reset).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Reset demo data' }))
    await user.click(within(await findReadyDialog('Reset demo data')).getByRole('button', { name: 'Reset' }))
    expect(reset).toHaveBeenCalledOnce()
  })
})
