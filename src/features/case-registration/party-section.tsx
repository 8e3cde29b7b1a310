import { useFormContext, useWatch } from 'react-hook-form'
import { DigitsInput, RadioGroupInput, TextInput } from '@/components/form/form-fields'
import { ClientPicker, CountryStateFields } from '@/lookups/pickers'
import { MAX, MODES, type CaseForm, type Mode } from '@/records/case-schema'
import { useTexts as useRecordTexts } from '@/records/texts'
import { useCommon } from '@/components/texts'
import { useTexts } from './texts'

const NEW_CLIENT = ['newName', 'newCountryCode', 'newStateCode', 'newMobileNo', 'newEmailId'] as const
const CLIENT_FIELDS = [...NEW_CLIENT, 'clientCode'] as const

/**
 * Spec 2 §4: choosing offender or defender clears the client contact fields, sets the case party to
 * Offender or Defender and clears client errors; choosing an existing client clears the case party.
 */
export function useModeChange() {
  const { setValue, clearErrors } = useFormContext<CaseForm>()
  return (mode: Mode) => {
    // The new client's country starts as India again (spec 2 §9, CountryStateFields below).
    for (const name of CLIENT_FIELDS) setValue(name, '', { shouldDirty: true })
    setValue('party', mode === 'offender' ? 'Offender' : mode === 'defender' ? 'Defender' : '', { shouldDirty: true })
    clearErrors([...CLIENT_FIELDS, 'party'])
  }
}

/** Who the client is: an existing client of the advocate, or a new one entered here as the offender or defender. */
export function PartySection({ id }: { id: string | null }) {
  const mode = useWatch<CaseForm, 'mode'>({ name: 'mode' })
  const changeMode = useModeChange()
  const t = useTexts()
  const c = useCommon()
  const modes = useRecordTexts().modes
  const who = mode === 'defender' ? t.party.defender : t.party.offender
  return (
    <section aria-labelledby="case-party" className="space-y-4">
      <h2 id="case-party" className="text-base font-semibold">
        {t.sections.client}
      </h2>
      {/* A registered case keeps its client (the provider refuses another): the choice is made once. */}
      {id === null && <RadioGroupInput name="mode" label={t.party.theClientIs} options={(Object.keys(MODES) as (keyof typeof MODES)[]).map((value) => ({ value, label: modes[value] }))} onValueChange={(v) => changeMode(v as Mode)} />}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {mode === 'existingClient' || mode === '' ? (
          // Spec 2 §4: locked once the case belongs to a client.
          <ClientPicker name="clientCode" label={c.fields.client} required disabled={id !== null} />
        ) : (
          <>
            <TextInput name="newName" label={who.name} maxLength={MAX.newName} required />
            <CountryStateFields country="newCountryCode" state="newStateCode" labels={[who.country, who.state]} indiaByDefault />
            <DigitsInput name="newMobileNo" label={who.mobile} maxLength={10} autoComplete="off" required />
            <TextInput name="newEmailId" label={who.email} type="email" maxLength={100} autoCapitalize="off" required />
          </>
        )}
      </div>
    </section>
  )
}
