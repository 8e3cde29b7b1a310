import * as z from 'zod/mini'
import type { components } from '@/api/schema.gen'
import { upperCased } from '@/lib/payload'
import { storedText, tooLong } from '@/lib/text-schema'
import { TEXTS } from './texts'

type Row = components['schemas']['FilePlacementRow']
type Payload = components['schemas']['FilePlacementUpdateRequest']

/** Spec 2 §5: lengths as in next date. */
export const MAX = { fileNo: 20, roomNo: 5, almirah: 5, rack: 50, fileDescription: 50 } as const

export const MESSAGES = {
  nothingToSave: TEXTS.nothingToSave,
  // Spec 2 §5 gives the limits, not their texts.
  tooLong,
} as const

export const filePlacementSchema = z.object({
  // Shown, never sent: the case the placement belongs to.
  clientName: z.string(),
  clientCaseNo: z.string(),
  fileNo: storedText('File no', MAX.fileNo),
  roomNo: storedText('Room no', MAX.roomNo),
  almirah: storedText('Almirah', MAX.almirah),
  rack: storedText('Rack', MAX.rack),
  fileDescription: storedText('File description', MAX.fileDescription),
})
export type FilePlacementForm = z.infer<typeof filePlacementSchema>

export const EMPTY: FilePlacementForm = { clientName: '', clientCaseNo: '', fileNo: '', roomNo: '', almirah: '', rack: '', fileDescription: '' }

export const toForm = (row: Row): FilePlacementForm => ({
  clientName: row.clientName,
  clientCaseNo: row.clientCaseNo,
  fileNo: row.fileNo ?? '',
  roomNo: row.roomNo ?? '',
  almirah: row.almirah ?? '',
  rack: row.rack ?? '',
  fileDescription: row.fileDescription ?? '',
})

/** True when none of the five placement fields holds anything. */
export const isEmptyPlacement = (form: FilePlacementForm) => [form.fileNo, form.roomNo, form.almirah, form.rack, form.fileDescription].every((v) => !v.trim())

/** Spec 2 §4 file placement payload, text upper-cased (spec §9). */
export const toPayload = (form: FilePlacementForm, EncryptedCaseId: string, ModifyUser: string): Payload => {
  const { fileNo, roomNo, almirah, rack, fileDescription } = upperCased(form)
  return { EncryptedCaseId, RoomNo: roomNo, Almirah: almirah, FileDescription: fileDescription, Rack: rack, FileNo: fileNo, ModifyUser }
}

/** The list's File/Room/Almirah/Rack column: the provider's joined text, else the four joined by '-'. */
export const locationOf = (row: Row) => row.fileLocation ?? [row.fileNo, row.roomNo, row.almirah, row.rack].map((v) => v ?? '').join('-')
