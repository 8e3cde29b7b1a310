import { useState, type ReactNode } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { DATE_HINT, DateInput, DigitsInput, NumberInput, SelectInput, TextInput } from '@/components/form/form-fields'
import { CaseTypePicker, CountryStateFields, CourtPicker } from '@/lookups/pickers'
import type { CnrHintField } from '@/records/cnr-masters'
import { CnrSection, type LookedUp } from './cnr-section'
import { PartySection } from './party-section'
import { useCommon } from '@/components/texts'
import { useTexts } from './texts'
import { useTexts as useCodeNames } from '@/records/code-texts'
import { MAX, NATURES, PARTIES, PURPOSES, STATUSES, type CaseForm } from '@/records/case-schema'

/** A fixed list's options: the value is sent, its label is shown in the language on screen. */
const options = <V extends string>(values: readonly V[], labels: Readonly<Record<V, string>>) => values.map((value) => ({ value, label: labels[value] }))

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-base font-semibold">
        {title}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
    </section>
  )
}

/** Spec 2 §2, §3: the New Case form: CNR lookup, the client, the case, the court and hearing, parties, the file, fees. */
export function CaseFields({ id }: { id: string | null }) {
  const { setValue } = useFormContext<CaseForm>()
  const t = useTexts()
  const names = useCodeNames()
  const c = useCommon()
  const f = t.fields
  const [cnr, stateCode, courtCode, caseCode, purpose, nextHearingDate] = useWatch<CaseForm, ['caseRecordNo', ...CnrHintField[]]>({
    name: ['caseRecordNo', 'stateCode', 'courtCode', 'caseCode', 'purpose', 'nextHearingDate'],
  })
  const clear = (...names: (keyof CaseForm)[]) => names.forEach((name) => setValue(name, '', { shouldDirty: true }))
  const [looked, setLooked] = useState<LookedUp | null>(null)
  // What the record said of a field it could not fill, while that field is empty and the CNR is the one looked up.
  const hint = (name: CnrHintField, value: string) => (!value && looked?.cnr === cnr ? looked.hints[name] : undefined)
  const dateHint = hint('nextHearingDate', nextHearingDate)
  return (
    <div className="max-w-6xl space-y-8">
      <CnrSection id={id} onLookedUp={setLooked} />
      <PartySection id={id} />
      <Section id="case-detail" title={t.sections.details}>
        <TextInput name="clientCaseNo" label={c.fields.caseNo} maxLength={MAX.clientCaseNo} required />
        <TextInput name="caseTitle" label={f.caseTitle} maxLength={MAX.caseTitle} required className="space-y-1 sm:col-span-2" />
        <SelectInput name="caseNature" label={f.caseNature} options={options(NATURES, names.natures)} />
        <SelectInput name="party" label={f.clientParty} options={options(PARTIES, names.parties)} required />
        <SelectInput name="caseStatus" label={f.caseStatus} options={options(STATUSES, names.statuses)} />
        <TextInput name="underSection" label={f.underSection} maxLength={MAX.underSection} />
        <TextInput name="filingNo" label={f.filingNo} maxLength={MAX.filingNo} />
        <DateInput name="filingDate" label={f.filingDate} />
      </Section>
      <Section id="case-court" title={t.sections.court}>
        {/* Spec 2 §4: a country change clears the state and the court; a state change reloads the courts. */}
        <CountryStateFields alsoClear={['courtCode', 'caseCode']} indiaByDefault={id === null} stateHint={hint('stateCode', stateCode)} />
        <CourtPicker
          name="courtCode"
          label={c.fields.courtName}
          stateCode={stateCode}
          required
          hint={hint('courtCode', courtCode)}
          onValueChange={() => clear('caseCode')}
        />
        <CaseTypePicker name="caseCode" label={f.caseType} courtCode={courtCode} required hint={hint('caseCode', caseCode)} />
        <TextInput name="courtNo" label={c.fields.courtNo} maxLength={MAX.courtNo} />
        <TextInput name="judgeName" label={f.judgeName} maxLength={MAX.judgeName} />
        <DateInput name="caseRegisterDate" label={f.registerDate} required />
        <DateInput
          name="nextHearingDate"
          label={c.fields.nextHearingDate}
          required
          hint={
            dateHint && (
              // The space keeps the two apart when a screen reader reads them as one description.
              <>
                {DATE_HINT} <span className="block">{dateHint}</span>
              </>
            )
          }
        />
        <SelectInput name="purpose" label={c.fields.purpose} options={options(PURPOSES, names.purposes)} required hint={hint('purpose', purpose)} />
        <TextInput name="attendantAdvocateName" label={f.attendantAdvocate} maxLength={MAX.attendantAdvocateName} />
        <TextInput name="oppAdvName" label={c.fields.oppositeAdvocate} maxLength={MAX.oppAdvName} />
        <DigitsInput name="oppAdvMob" label={f.oppositeMobile} maxLength={MAX.oppAdvMob} autoComplete="off" />
      </Section>
      <Section id="case-parties" title={t.sections.parties}>
        <TextInput name="petitionerName" label={f.petitionerName} maxLength={MAX.partyName} />
        <TextInput name="petitionerAdvocate" label={f.petitionerAdvocate} maxLength={MAX.partyName} />
        <TextInput name="respondentName" label={f.respondentName} maxLength={MAX.partyName} />
        <TextInput name="respondentAdvocate" label={f.respondentAdvocate} maxLength={MAX.partyName} />
      </Section>
      <Section id="case-police" title={t.sections.police}>
        <TextInput name="policeStation" label={f.policeStation} maxLength={MAX.policeStation} />
        <TextInput name="firNo" label={f.firNo} maxLength={MAX.firNo} />
        <DateInput name="firDate" label={f.firDate} />
        <DigitsInput name="firYear" label={f.firYear} maxLength={MAX.year} />
      </Section>
      <Section id="case-file" title={t.sections.file}>
        <TextInput name="fileNo" label={c.fields.fileNo} maxLength={MAX.fileNo} />
        <TextInput name="roomNo" label={c.fields.roomNo} maxLength={MAX.roomNo} />
        <TextInput name="almirah" label={c.fields.almirah} maxLength={MAX.almirah} />
        <TextInput name="rack" label={c.fields.rack} maxLength={MAX.rack} />
        <TextInput name="fileDescription" label={c.fields.fileDescription} maxLength={MAX.fileDescription} />
        <NumberInput name="consultingFees" label={f.consultingFees} maxLength={13} />
      </Section>
    </div>
  )
}
