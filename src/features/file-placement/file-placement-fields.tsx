import { useFormContext, useWatch } from 'react-hook-form'
import { TextInput } from '@/components/form/form-fields'
import { ClientCasePicker, ClientPicker } from '@/lookups/pickers'
import { useCommon } from '@/components/texts'
import { MAX } from './schema'

/** The list's filters: a client, then one of their cases; choosing another client clears the case. */
export function FilePlacementFilters() {
  const { setValue } = useFormContext()
  const c = useCommon()
  const clientCode = (useWatch({ name: 'clientCode' }) as string | undefined) ?? ''
  return (
    <>
      <ClientPicker name="clientCode" label={c.fields.client} onValueChange={() => setValue('caseNo', '')} />
      <ClientCasePicker name="caseNo" label={c.fields.caseNo} clientCode={clientCode} />
    </>
  )
}

/** The details tab: the case shown read-only, then where its file is kept. */
export function FilePlacementFields() {
  const c = useCommon()
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextInput name="clientName" label={c.fields.clientName} readOnly />
      <TextInput name="clientCaseNo" label={c.fields.caseNo} readOnly />
      <TextInput name="fileNo" label={c.fields.fileNo} maxLength={MAX.fileNo} />
      <TextInput name="roomNo" label={c.fields.roomNo} maxLength={MAX.roomNo} />
      <TextInput name="almirah" label={c.fields.almirah} maxLength={MAX.almirah} />
      <TextInput name="rack" label={c.fields.rack} maxLength={MAX.rack} />
      <TextInput name="fileDescription" label={c.fields.fileDescription} maxLength={MAX.fileDescription} className="sm:col-span-2" />
    </div>
  )
}
