import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import { PICTURE_MAX_BYTES, PICTURE_MESSAGES } from '@/lib/picture'
import { DELETE_PHOTO, NO_PICTURE_CHANGE, PictureInput } from './picture-field'

function Harness({ storedUrl }: { storedUrl?: string }) {
  const form = useForm({ defaultValues: { picture: NO_PICTURE_CHANGE, note: '' } })
  const value = useWatch({ control: form.control, name: 'picture' })
  return (
    <FormProvider {...form}>
      <PictureInput name="picture" label="Picture" storedUrl={storedUrl} />
      <output>{`${value.file?.name ?? 'none'} removed=${value.removed}`}</output>
    </FormProvider>
  )
}

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const user = () => userEvent.setup({ applyAccept: false })
const chooser = () => screen.getByLabelText('Picture')

beforeEach(() => {
  let n = 0
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => `blob:picture-${++n}`), revokeObjectURL: vi.fn() }))
})
afterEach(() => vi.unstubAllGlobals())

describe('PictureInput', () => {
  it('previews a chosen picture through an <img> with an object URL', async () => {
    render(<Harness />)
    await user().upload(chooser(), new File([PNG], 'me.png', { type: 'image/png' }))
    expect(await screen.findByRole('img', { name: 'Picture preview' })).toHaveAttribute('src', 'blob:picture-1')
    expect(screen.getByRole('status')).toHaveTextContent('me.png removed=false')
    expect(document.querySelector('svg image, foreignObject')).toBeNull()
  })

  it('shows the spec message and keeps the value for a wrong or too large file', async () => {
    render(<Harness />)
    await user().upload(chooser(), new File(['%PDF-1.7'], 'scan.pdf'))
    expect(await screen.findByText(PICTURE_MESSAGES.extension)).toBeInTheDocument()
    expect(chooser()).toHaveAttribute('aria-invalid', 'true')
    const big = new Uint8Array(PICTURE_MAX_BYTES + 1)
    big.set(PNG)
    await user().upload(chooser(), new File([big], 'big.png'))
    expect(await screen.findByText(PICTURE_MESSAGES.size)).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('none removed=false')
  })

  it('asks before removing the stored picture, and removes it on Yes', async () => {
    render(<Harness storedUrl="data:image/png;base64,iVBORw0KGgo=" />)
    expect(screen.getByRole('img', { name: 'Picture preview' })).toBeInTheDocument()
    await user().click(screen.getByRole('button', { name: 'Remove picture' }))
    expect(await screen.findByText(DELETE_PHOTO)).toBeInTheDocument()
    await user().click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.getByRole('status')).toHaveTextContent('removed=false')
    await user().click(screen.getByRole('button', { name: 'Remove picture' }))
    await user().click(await screen.findByRole('button', { name: 'Yes' }))
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Picture preview' })).toBeNull())
    expect(screen.getByRole('status')).toHaveTextContent('none removed=true')
  })
})
