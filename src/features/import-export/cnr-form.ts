import * as z from 'zod/mini'
import { CNR_MESSAGES } from '@/records/cnr-rules'
import { useSessionStore } from '@/session/session-store'
import { DRAFT_KEY, KEY_PREFIX, local, readJson, session, writeJson } from '@/session/storage'
import type { Draft } from '@/shell/draft'
import { parseCnrList } from './cnr-list'
import { TEXTS } from './texts'

/**
 * Whether the practice's client is the petitioner or the respondent, remembered on the device for the next batch
 * (until sign-out, which clears the app's storage as the spec asks).
 */
export const PARTY_KEY = `${KEY_PREFIX}cnr-import-party`

/** Start's rules: a list to look up (the case form's words for an empty CNR), of at most 500 lines. */
export const cnrFormSchema = z.object({
  list: z.string().check(
    z.refine((text) => parseCnrList(text).count > 0, CNR_MESSAGES.empty),
    z.refine((text) => !parseCnrList(text).tooMany, TEXTS.cnr.tooMany),
  ),
  party: z.enum(['Petitioner', 'Respondents']),
  /** The purpose of a case whose record's stage is none of the purposes ('ORDERS', 'FRESH MATTER/S'); none leaves such a line failed. */
  purpose: z.optional(z.string()),
})
export type CnrForm = z.infer<typeof cnrFormSchema>

export const rememberedParty = (): CnrForm['party'] => (readJson<string>(local(), PARTY_KEY) === 'Respondents' ? 'Respondents' : 'Petitioner')
export const rememberParty = (party: string) => writeJson(local(), PARTY_KEY, party)

/**
 * The list is kept as the app keeps an unsaved form (the draft in session storage, for this user and screen): a
 * session that ends mid-batch signs out, which marks the draft, and signing in again as the same user brings the
 * list back. The shell's draft hook is not used: it would take the draft out of the module pages' shared chunk,
 * and the case registration page over its size budget.
 */
export const DRAFT_SCREEN = '/import-export?tab=cnr'
const userName = () => useSessionStore.getState().session?.loginUserName ?? ''

export function keptForm(): CnrForm | null {
  const draft = readJson<Draft<CnrForm>>(session(), DRAFT_KEY)
  return draft?.ended && draft.screen === DRAFT_SCREEN && draft.user === userName() ? draft.values : null
}

export function keepForm(values: CnrForm) {
  const draft: Draft<CnrForm> = { user: userName(), screen: DRAFT_SCREEN, id: null, base: { list: '', party: values.party, purpose: values.purpose }, values }
  writeJson(session(), DRAFT_KEY, draft)
}
