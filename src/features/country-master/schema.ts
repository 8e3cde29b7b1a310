import * as z from 'zod/mini'
import { formRule } from '@/lib/form-rule'
import { maxStoredLength, upperCased } from '@/lib/payload'

export const NAME_MAX = 50
export const CODE_MAX = 5
export const MESSAGES = {
  name: 'Enter country name',
  nameTooLong: `Country name can have at most ${NAME_MAX} characters`,
  codeTooLong: `Code can have at most ${CODE_MAX} characters`,
  noStates: 'At least one state detail required',
  stateName: 'Enter state name',
  stateNameTooLong: `State name can have at most ${NAME_MAX} characters`,
  stateCodeTooLong: `State code can have at most ${CODE_MAX} characters`,
  stateTaken: (name: string) => `The state name "${name}" is already in use!`,
  updated: 'Country detail updated successfully!',
  statesDeleted: 'State details deleted successfully',
  listFailed: 'Error fetching countries',
  askDelete: 'Are you sure, All states under this country will also be deleted?',
  /** Spec 3 §4: a multi-step update says which step stopped it. */
  stepCountry: (why: string) => `Updating the country failed; no state was changed. ${why}`,
  stepDelete: (why: string) => `The country was saved, but deleting the removed states failed; the other states were not saved. ${why}`,
  stepState: (name: string, why: string) => `The country was saved, but saving the state "${name}" failed; the states after it were not saved. ${why}`,
} as const

const code = (message: string) => z.string().check(z.trim(), maxStoredLength(CODE_MAX, message))

export const stateRowSchema = z.object({
  /** Empty for a row added in this form (the provider makes it on save). */
  encryptedStateCode: z.string(),
  stateCode: code(MESSAGES.stateCodeTooLong),
  stateName: z.string().check(z.trim(), z.minLength(1, MESSAGES.stateName), maxStoredLength(NAME_MAX, MESSAGES.stateNameTooLong)),
})

export const countrySchema = z.object({
  countryName: z.string().check(z.trim(), z.minLength(1, MESSAGES.name), maxStoredLength(NAME_MAX, MESSAGES.nameTooLong)),
  countryCode: code(MESSAGES.codeTooLong),
  states: z.array(stateRowSchema).check(
    z.minLength(1, MESSAGES.noStates),
    // Spec 3 §5: state names are unique ignoring case; the later duplicate is marked.
    formRule<{ stateName: string }[]>((states, ctx) => {
      const seen = new Set<string>()
      states.forEach((s, i) => {
        const key = s.stateName.toLowerCase()
        if (key && seen.has(key)) ctx.addIssue({ code: 'custom', message: MESSAGES.stateTaken(s.stateName), path: [i, 'stateName'], input: s.stateName })
        seen.add(key)
      })
    }),
  ),
  /** Encrypted codes of saved states removed in this form: deleted on save (spec 3 §2.4). */
  removedStates: z.array(z.string()),
})
export type CountryForm = z.infer<typeof countrySchema>
export type StateRow = CountryForm['states'][number]

export const NEW_STATE: StateRow = { encryptedStateCode: '', stateCode: '', stateName: '' }
export const EMPTY: CountryForm = { countryName: '', countryCode: '', states: [], removedStates: [] }

export const countryPayload = (form: CountryForm) => upperCased({ countryName: form.countryName, countryCode: form.countryCode })
export const statePayload = (row: StateRow) => upperCased({ stateName: row.stateName, stateCode: row.stateCode })
