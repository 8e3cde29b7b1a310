import { useEffect, useRef } from 'react'
import { useFormState, useWatch } from 'react-hook-form'
import { DigitsInput, RadioGroupInput, TextInput, firstErrorOf, useFormToast } from '@/components/form/form-fields'
import { PictureInput } from '@/components/form/picture-field'
import { CountryStateFields } from '@/lookups/pickers'
import { MAX, type AdvocateForm } from './schema'

const SEO_OPTIONS = [
  { value: 'Y', label: 'Yes' },
  { value: 'N', label: 'No' },
] as const

/**
 * Spec 2 §5: a save refused for a field of another tab (no transaction yet) says so in a toast, since
 * the message sits where the user is not looking.
 */
export function useHiddenErrorToast(names: readonly (keyof AdvocateForm)[]) {
  const formState = useFormState<AdvocateForm>()
  const toast = useFormToast()
  const told = useRef(0)
  useEffect(() => {
    if (formState.submitCount === told.current) return
    told.current = formState.submitCount
    // A rule of a row ('All the fields are required') as well as of the whole list.
    const hidden = names.map((n) => firstErrorOf(formState.errors, n)).find(Boolean)
    if (hidden) toast.error(hidden)
  }, [formState, names, toast])
}

const OTHER_TABS = ['transactions', 'dealings'] as const

/** The Advocate Details tab (spec 2 §2, §3). */
export function AdvocateFields() {
  const pictureUrl = useWatch<AdvocateForm, 'pictureUrl'>({ name: 'pictureUrl' })
  useHiddenErrorToast(OTHER_TABS)
  return (
    <div className="grid max-w-5xl gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <TextInput name="advocateName" label="Advocate Name" maxLength={MAX.name} required />
      <TextInput name="chamberNo" label="Chamber No" maxLength={MAX.chamberNo} required />
      <DigitsInput name="practiceSince" label="Practice Since" maxLength={MAX.practiceSince} hint="Year, e.g. 2010" />
      <TextInput name="contactPerson" label="Contact Person" maxLength={MAX.contactPerson} />
      <RadioGroupInput name="needSEO" label="Need SEO" options={SEO_OPTIONS} />
      <CountryStateFields />
      <TextInput name="email" label="Email" type="email" maxLength={MAX.email} autoCapitalize="off" autoComplete="off" required />
      <DigitsInput name="mobileNo" label="Mobile No" maxLength={MAX.mobile} autoComplete="off" required />
      <DigitsInput name="landlineNo" label="Landline No" maxLength={MAX.landline} autoComplete="off" />
      <TextInput name="advocateAddress1" label="Address Line 1" maxLength={MAX.address} />
      <TextInput name="advocateAddress2" label="Address Line 2" maxLength={MAX.address} />
      <TextInput name="advocateAddress3" label="Address Line 3" maxLength={MAX.address} />
      <TextInput name="clientProfile" label="Client Profile" maxLength={MAX.clientProfile} />
      <DigitsInput name="noOfUsers" label="No. of Users" maxLength={MAX.noOfUsers} required />
      <TextInput name="gstNo" label="GST No" maxLength={MAX.gstNo} />
      <TextInput name="startDate" label="Start Date" readOnly hint="From the latest licence." />
      <TextInput name="expiryDate" label="Expiry Date" readOnly hint="From the latest licence." />
      <div className="sm:col-span-2 lg:col-span-3">
        <PictureInput name="picture" label="Picture" storedUrl={pictureUrl} />
      </div>
    </div>
  )
}
