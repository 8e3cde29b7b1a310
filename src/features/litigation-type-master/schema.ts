import * as z from 'zod/mini'
import { formRule } from '@/lib/form-rule'
import { maxStoredLength, upperCased } from '@/lib/payload'

export const NAME_MAX = 50
export const CODE_MAX = 5
export const STATUSES = ['Active', 'Suspended'] as const
export type LitigationStatus = (typeof STATUSES)[number]

export const MESSAGES = {
  name: 'Enter litigation name',
  nameTooLong: `Litigation name can have at most ${NAME_MAX} characters`,
  oneDetail: 'At least one litigation type detail required',
  detailName: 'Litigation type detail name is required',
  detailNameTooLong: `Litigation type detail name can have at most ${NAME_MAX} characters`,
  subCodeTooLong: `Sub litigation code can have at most ${CODE_MAX} characters`,
  duplicate: (name: string) => `The litigation detail name "${name}" is already in use!`,
  updated: 'Litigation detail updated successfully!',
} as const

/** A provider status (A/S or the words) as the form's word. */
export const statusWord = (status: string | undefined): LitigationStatus => (status === 'S' || status === 'Suspended' ? 'Suspended' : 'Active')

const detailSchema = z.object({
  /** The provider's id of a saved row; '' for a row not saved yet (it is added). */
  encryptedLitigationTypeDetailCode: z.string(),
  subLitigationCode: z.string().check(z.trim(), maxStoredLength(CODE_MAX, MESSAGES.subCodeTooLong)),
  litigationTypeDetailName: z.string().check(z.trim(), z.minLength(1, MESSAGES.detailName), maxStoredLength(NAME_MAX, MESSAGES.detailNameTooLong)),
  activeStatus: z.enum(STATUSES),
})
export type LitigationDetailForm = z.infer<typeof detailSchema>

export const litigationSchema = z
  .object({
    litigationCode: z.string(),
    litigationName: z.string().check(z.trim(), z.minLength(1, MESSAGES.name), maxStoredLength(NAME_MAX, MESSAGES.nameTooLong)),
    /** Kept from the list row: a form save sends the master's status unchanged. */
    activeStatus: z.enum(STATUSES),
    details: z.array(detailSchema).check(z.minLength(1, MESSAGES.oneDetail)),
  })
  .check(
    // Spec §5: detail names are unique within the list, ignoring case; the later row is marked.
    formRule<{ details: LitigationDetailForm[] }>((form, ctx) => {
      const seen = new Set<string>()
      form.details.forEach((detail, index) => {
        const key = detail.litigationTypeDetailName.trim().toLowerCase()
        if (!key) return
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['details', index, 'litigationTypeDetailName'], message: MESSAGES.duplicate(detail.litigationTypeDetailName.trim()) })
        seen.add(key)
      })
    }),
  )
export type LitigationForm = z.infer<typeof litigationSchema>

export const EMPTY_DETAIL: LitigationDetailForm = { encryptedLitigationTypeDetailCode: '', subLitigationCode: '', litigationTypeDetailName: '', activeStatus: 'Active' }
export const EMPTY: LitigationForm = { litigationCode: '', litigationName: '', activeStatus: 'Active', details: [] }

export const toMasterPayload = (form: LitigationForm) => upperCased({ litigationName: form.litigationName })
export const toDetailPayload = (detail: LitigationDetailForm) =>
  upperCased({ subLitigationCode: detail.subLitigationCode, litigationTypeDetailName: detail.litigationTypeDetailName })
