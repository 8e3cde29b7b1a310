import { useState, type ReactNode } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { DATE_HINT, DateInput, DigitsInput, NumberInput, SelectInput, TextInput } from '@/components/form/form-fields'
import { CaseTypePicker, CountryStateFields, CourtPicker } from '@/lookups/pickers'
import type { CnrHintField } from '@/case-actions/cnr-masters'
import { CnrSection, type LookedUp } from './cnr-section'
import { PartySection } from './party-section'
import { MAX, NATURES, PARTIES, PURPOSES, STATUSES, type CaseForm } from './schema'

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }))

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
      <Section id="case-detail" title="Case Details">
        <TextInput name="clientCaseNo" label="Case No" maxLength={MAX.clientCaseNo} required />
        <TextInput name="caseTitle" label="Case Title" maxLength={MAX.caseTitle} required className="space-y-1 sm:col-span-2" />
        <SelectInput name="caseNature" label="Case Nature" options={options(NATURES)} />
        <SelectInput name="party" label="Client Party" options={options(PARTIES)} required />
        <SelectInput name="caseStatus" label="Case Status" options={options(STATUSES)} />
        <TextInput name="underSection" label="Under Section" maxLength={MAX.underSection} />
        <TextInput name="filingNo" label="Filing No" maxLength={MAX.filingNo} />
        <DateInput name="filingDate" label="Filing Date" />
      </Section>
      <Section id="case-court" title="Court and Hearing">
        {/* Spec 2 §4: a country change clears the state and the court; a state change reloads the courts. */}
        <CountryStateFields alsoClear={['courtCode', 'caseCode']} indiaByDefault={id === null} stateHint={hint('stateCode', stateCode)} />
        <CourtPicker
          name="courtCode"
          label="Court Name"
          stateCode={stateCode}
          required
          hint={hint('courtCode', courtCode)}
          onValueChange={() => clear('caseCode')}
        />
        <CaseTypePicker name="caseCode" label="Case Type" courtCode={courtCode} required hint={hint('caseCode', caseCode)} />
        <TextInput name="courtNo" label="Court No" maxLength={MAX.courtNo} />
        <TextInput name="judgeName" label="Judge Name" maxLength={MAX.judgeName} />
        <DateInput name="caseRegisterDate" label="Register Date" required />
        <DateInput
          name="nextHearingDate"
          label="Next Hearing Date"
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
        <SelectInput name="purpose" label="Purpose" options={options(PURPOSES)} required hint={hint('purpose', purpose)} />
        <TextInput name="attendantAdvocateName" label="Attendant Advocate" maxLength={MAX.attendantAdvocateName} />
        <TextInput name="oppAdvName" label="Opposite Advocate" maxLength={MAX.oppAdvName} />
        <DigitsInput name="oppAdvMob" label="Opposite Advocate Mobile" maxLength={MAX.oppAdvMob} autoComplete="off" />
      </Section>
      <Section id="case-parties" title="Parties">
        <TextInput name="petitionerName" label="Petitioner Name" maxLength={MAX.partyName} />
        <TextInput name="petitionerAdvocate" label="Petitioner Advocate" maxLength={MAX.partyName} />
        <TextInput name="respondentName" label="Respondent Name" maxLength={MAX.partyName} />
        <TextInput name="respondentAdvocate" label="Respondent Advocate" maxLength={MAX.partyName} />
      </Section>
      <Section id="case-police" title="Police">
        <TextInput name="policeStation" label="Police Station" maxLength={MAX.policeStation} />
        <TextInput name="firNo" label="FIR No" maxLength={MAX.firNo} />
        <DateInput name="firDate" label="FIR Date" />
        <DigitsInput name="firYear" label="FIR Year" maxLength={MAX.year} />
      </Section>
      <Section id="case-file" title="File Placement and Fees">
        <TextInput name="fileNo" label="File No" maxLength={MAX.fileNo} />
        <TextInput name="roomNo" label="Room No" maxLength={MAX.roomNo} />
        <TextInput name="almirah" label="Almirah" maxLength={MAX.almirah} />
        <TextInput name="rack" label="Rack" maxLength={MAX.rack} />
        <TextInput name="fileDescription" label="File Description" maxLength={MAX.fileDescription} />
        <NumberInput name="consultingFees" label="Consulting Fees" maxLength={13} />
      </Section>
    </div>
  )
}
