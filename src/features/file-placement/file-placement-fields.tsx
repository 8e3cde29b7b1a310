import { useFormContext, useWatch } from 'react-hook-form'
import { TextInput } from '@/components/form/form-fields'
import { ClientCasePicker, ClientPicker } from '@/lookups/pickers'
import { MAX } from './schema'

/** The list's filters: a client, then one of their cases; choosing another client clears the case. */
export function FilePlacementFilters() {
  const { setValue } = useFormContext()
  const clientCode = (useWatch({ name: 'clientCode' }) as string | undefined) ?? ''
  return (
    <>
      <ClientPicker name="clientCode" label="Client" onValueChange={() => setValue('caseNo', '')} />
      <ClientCasePicker name="caseNo" label="Case No" clientCode={clientCode} />
    </>
  )
}

/** The details tab: the case shown read-only, then where its file is kept. */
export function FilePlacementFields() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextInput name="clientName" label="Client Name" readOnly />
      <TextInput name="clientCaseNo" label="Case No" readOnly />
      <TextInput name="fileNo" label="File No" maxLength={MAX.fileNo} />
      <TextInput name="roomNo" label="Room No" maxLength={MAX.roomNo} />
      <TextInput name="almirah" label="Almirah" maxLength={MAX.almirah} />
      <TextInput name="rack" label="Rack" maxLength={MAX.rack} />
      <TextInput name="fileDescription" label="File Description" maxLength={MAX.fileDescription} className="sm:col-span-2" />
    </div>
  )
}
