import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Trash2 } from 'lucide-react'
import { api } from '@/api/client'
import { errorMessage } from '@/api/errors'
import type { components } from '@/api/schema.gen'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { toast } from '@/components/toast'
import { MESSAGES } from './schema'

/** The list's delete action: asks first (the states go with the country), then the provider answers. */
export function DeleteCountry({ row }: { row: components['schemas']['CountryRow'] }) {
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const queryClient = useQueryClient()
  const remove = async () => {
    setBusy(true)
    try {
      const { data } = await api.DELETE('/delete-country-master-detail', { body: { EncryptedCountryCode: row.encryptedCountryCode ?? '' } })
      toast.success(data!.message)
      void queryClient.invalidateQueries()
    } catch (error) {
      toast.error(errorMessage(error))
    } finally {
      setBusy(false)
      setOpen(false)
    }
  }
  return (
    <>
      <button
        type="button"
        className="btn-secondary px-2"
        aria-label={`Delete ${row.countryName}`}
        onClick={() => setOpen(true)}
        // The row opens on Enter and double-click; the button must not.
        onKeyDown={(event) => event.stopPropagation()}
        onDoubleClick={(event) => event.stopPropagation()}
      >
        <Trash2 size={16} aria-hidden="true" />
      </button>
      <ConfirmDialog
        open={open}
        title="Confirmation"
        message={MESSAGES.askDelete}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        danger
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setOpen(false)}
      />
    </>
  )
}
