import { describe, expect, it } from 'vitest'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { AppToaster, toast } from './toast'
import { LONG_TOAST } from './toaster'

describe('toasts', () => {
  it('announce an error as an alert and anything else as a status', async () => {
    render(<AppToaster dark={false} />)
    toast.error('The court type could not be saved.')
    toast.success('Court type added successfully.')
    expect(await screen.findByRole('alert')).toHaveTextContent('The court type could not be saved.')
    expect(await screen.findByRole('status')).toHaveTextContent('Court type added successfully.')
  })

  it('clamp a very long provider message, with a button that shows it whole', async () => {
    const message = `${'The provider explains at length. '.repeat(20)}END`
    expect(message.length).toBeGreaterThan(LONG_TOAST)
    render(<AppToaster dark={false} />)
    toast.error(message)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(message)
    expect(alert.firstElementChild).toHaveClass('line-clamp-4')
    const more = within(alert).getByRole('button', { name: 'Show the whole message' })
    // A plain click: sonner's swipe handling wants pointer capture, which jsdom lacks.
    fireEvent.click(more)
    expect(more).toHaveAttribute('aria-expanded', 'true')
    expect(alert.firstElementChild).not.toHaveClass('line-clamp-4')
  })

  it("close a form's errors when that form succeeds; another form's error stays", async () => {
    const form = {}
    const other = {}
    render(<AppToaster dark={false} />)
    toast.error('Select atleast one menu tree item', { form })
    toast.error('Data not found!', { form: other })
    expect(await screen.findByText('Select atleast one menu tree item')).toBeInTheDocument()
    toast.success('User registered successfully!', { form })
    expect(await screen.findByText('User registered successfully!')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('Select atleast one menu tree item')).not.toBeInTheDocument())
    expect(screen.getByText('Data not found!')).toBeInTheDocument()
    toast.clearErrors(other)
    await waitFor(() => expect(screen.queryByText('Data not found!')).not.toBeInTheDocument())
  })
})
