import { useEffect, useRef, useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { useQueryClient } from '@tanstack/react-query'
import { api } from '@/api/client'
import { DigitsInput, TextInput, useFormToast } from '@/components/form/form-fields'
import { lazyDialog } from '@/components/lazy-dialog'
import { displayDate, todayWire } from '@/lib/dates'
import { defaultCountryQuery } from '@/lookups/pickers'
import { currentAdvocateCode } from '@/session/session-store'
import type { CnrHints, Placed } from '@/records/cnr-masters'
import type { CnrFill } from '@/records/cnr-record'
import { useModeChange } from './party-section'
import { useCommon } from '@/components/texts'
import { useTexts } from './texts'
import { CNR_LENGTH, CNR_PATTERN, MESSAGES, type CaseForm } from '@/records/case-schema'

const SelectClientDialog = lazyDialog(() => import('./select-client-dialog-content'))

/** The form fields a lookup fills, and what it fills them with. */
const FETCHED = {
  caseTitle: (f) => f.caseTitle,
  petitionerName: (f) => f.petitionerName,
  respondentName: (f) => f.respondentName,
  petitionerAdvocate: (f) => f.petitionerAdvocate,
  respondentAdvocate: (f) => f.respondentAdvocate,
  filingNo: (f) => f.filingNo,
  filingDate: (f) => displayDate(f.filingDate),
  caseRegisterDate: (f) => displayDate(f.caseRegisterDate),
  courtNo: (f) => f.courtNo,
  judgeName: (f) => f.judgeName,
  underSection: (f) => f.underSection,
  firNo: (f) => f.firNo,
  firYear: (f) => f.firYear,
  policeStation: (f) => f.policeStation,
} satisfies Partial<Record<keyof CaseForm, (fill: CnrFill) => string>>
type Fetched = keyof typeof FETCHED
/** The fields filled from the masters (and the next hearing, only when it is to come): see cnr-masters. */
const PLACED = ['stateCode', 'courtCode', 'caseCode', 'purpose', 'nextHearingDate'] as const satisfies (keyof Placed)[]

/** What the last lookup could not fill, for the CNR it was made for. */
export interface LookedUp {
  cnr: string
  hints: CnrHints
}

/**
 * Spec 2 §4: the CNR lookup. Exactly 16 characters run it; the record fills the case fields; with
 * both parties Select Client opens. On failure 'Data not found!', the fetched fields are cleared (on
 * add) and the CNR field is enabled again. While an existing case holds a CNR the controls are disabled.
 * The year is the CNR's own; state, court, case type and purpose are filled only when a master has the
 * record's name, and a past date is never offered as the next hearing: `onLookedUp` hears what was not.
 */
export function CnrSection({ id, onLookedUp }: { id: string | null; onLookedUp: (looked: LookedUp | null) => void }) {
  const { setValue, getValues, setError, clearErrors, formState } = useFormContext<CaseForm>()
  const queryClient = useQueryClient()
  const cnr = useWatch<CaseForm, 'caseRecordNo'>({ name: 'caseRecordNo' })
  const [busy, setBusy] = useState(false)
  const [parties, setParties] = useState<Pick<CnrFill, 'petitioners' | 'respondents'> | null>(null)
  const changeMode = useModeChange()
  // The lookup's messages are the case form's: a lookup that then succeeds closes them.
  const toast = useFormToast()
  // What the provider holds for this case (the form's defaults are the loaded or saved record).
  const locked = id !== null && !!formState.defaultValues?.caseRecordNo
  /** The CNR last looked up as typed, so a value is looked up once and not again on every render. */
  const looked = useRef('')
  const t = useTexts()
  const c = useCommon()

  const set = (name: keyof CaseForm, value: string) => setValue(name, value, { shouldDirty: true })
  const clearFetched = () => {
    for (const name of [...(Object.keys(FETCHED) as Fetched[]), ...PLACED]) set(name, '')
    set('caseStatus', 'ONGOING')
    onLookedUp(null)
  }
  const fill = (record: CnrFill, placed: Placed) => {
    for (const [name, read] of Object.entries(FETCHED) as [Fetched, (f: CnrFill) => string][]) set(name, read(record))
    for (const [name, value] of Object.entries(placed) as [keyof Placed, string][]) set(name, value)
    if (record.filingYear) set('caseFilingYear', record.filingYear)
    if (record.caseNo && !getValues('clientCaseNo')) set('clientCaseNo', record.caseNo)
    if (record.caseStatus) set('caseStatus', record.caseStatus)
    clearErrors([...(Object.keys(FETCHED) as Fetched[]), ...(Object.keys(placed) as (keyof Placed)[]), 'caseFilingYear'])
    toast.clearErrors()
    if (record.petitioners.length && record.respondents.length) setParties(record)
  }

  const lookUp = async (text: string) => {
    const value = text.trim().toUpperCase()
    if (!value) return toast.error(MESSAGES.cnrEmpty)
    if (value.length !== CNR_LENGTH) return setError('caseRecordNo', { message: MESSAGES.cnrLength }, { shouldFocus: true })
    if (!CNR_PATTERN.test(value)) return setError('caseRecordNo', { message: MESSAGES.cnrPattern }, { shouldFocus: true })
    clearErrors('caseRecordNo')
    set('caseRecordNo', value)
    setBusy(true)
    try {
      const year = getValues('caseFilingYear')
      const encryptedAdvocateCode = currentAdvocateCode()
      // The reader loads alongside the lookup: a page that never looks a CNR up does not carry it.
      const [{ data }, { readCnrRecord }, { placeRecord }] = await Promise.all([
        api.POST('/get-cnr-client-details', { body: { encryptedAdvocateCode, caseNumberRecord: value, ...(year ? { caseFilingYear: year } : {}) } }),
        import('@/records/cnr-record'),
        import('@/records/cnr-masters'),
      ])
      const record = readCnrRecord(data?.data.clientDetail ?? '', value)
      // A record with neither title nor parties holds nothing to fill: it is not found either.
      if (!record || (!record.caseTitle && !record.petitioners.length && !record.respondents.length)) throw new Error(MESSAGES.cnrNotFound)
      // The record was found: masters that cannot be read leave their fields to the user, never fail it.
      const india = await queryClient.fetchQuery(defaultCountryQuery).catch(() => null)
      const { values, hints } = await placeRecord(record, india, todayWire())
      fill(record, values)
      onLookedUp({ cnr: value, hints })
    } catch {
      // Spec 2 §8: one message whatever went wrong; a new case loses what an earlier lookup filled.
      toast.error(MESSAGES.cnrNotFound)
      if (id === null) clearFetched()
    } finally {
      setBusy(false)
    }
  }

  // Exactly 16 characters start the lookup as soon as they are typed or pasted.
  useEffect(() => {
    const typed = cnr.trim().toUpperCase()
    if (locked || typed.length !== CNR_LENGTH || typed === looked.current || typed === formState.defaultValues?.caseRecordNo) return
    looked.current = typed
    void lookUp(typed)
  })

  const reset = () => {
    looked.current = ''
    set('caseRecordNo', '')
    set('caseFilingYear', '')
    clearErrors('caseRecordNo')
    clearFetched()
  }

  const pick = (name: string, side: 'Petitioner' | 'Respondents') => {
    setParties(null)
    // The chosen party becomes the client unless the case already belongs to one (spec 2 §4: the pick sets the party).
    if (!getValues('clientCode')) {
      changeMode(side === 'Petitioner' ? 'offender' : 'defender')
      set('mode', side === 'Petitioner' ? 'offender' : 'defender')
      set('newName', name.replace(/\s+/g, ' ').trim())
    }
    set('party', side)
  }

  return (
    <section aria-labelledby="case-cnr" className="space-y-3">
      <h2 id="case-cnr" className="text-base font-semibold">
        {t.sections.cnr}
      </h2>
      <div className="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextInput
          name="caseRecordNo"
          label={t.cnr.cnrNo}
          maxLength={CNR_LENGTH}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          placeholder={t.cnr.example}
          disabled={busy || locked}
        />
        <DigitsInput name="caseFilingYear" label={t.cnr.year} maxLength={4} disabled={busy || locked} />
        <div className="flex gap-2 lg:col-span-2">
          <button type="button" className="btn-primary" disabled={busy || locked} onClick={() => void lookUp(cnr)}>
            {busy ? t.cnr.lookingUp : t.cnr.getDetails}
          </button>
          <button type="button" className="btn-secondary" disabled={busy || locked} onClick={reset}>
            {c.reset}
          </button>
        </div>
      </div>
      <SelectClientDialog open={parties !== null} petitioners={parties?.petitioners ?? []} respondents={parties?.respondents ?? []} onPick={pick} onClose={() => setParties(null)} />
    </section>
  )
}
