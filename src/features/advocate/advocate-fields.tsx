import { useEffect, useRef } from 'react'
import { useFormState, useWatch } from 'react-hook-form'
import { DigitsInput, RadioGroupInput, TextInput, firstErrorOf, useFormToast } from '@/components/form/form-fields'
import { PictureInput } from '@/components/form/picture-field'
import { CountryStateFields } from '@/lookups/pickers'
import { useCommon } from '@/components/texts'
import { MAX, type AdvocateForm } from './schema'
import { useTexts } from './texts'

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
  const t = useTexts().fields
  const c = useCommon()
  const seoOptions = [
    { value: 'Y', label: c.yes },
    { value: 'N', label: c.no },
  ]
  return (
    <div className="grid max-w-5xl gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <TextInput name="advocateName" label={t.advocateName} maxLength={MAX.name} required />
      <TextInput name="chamberNo" label={t.chamberNo} maxLength={MAX.chamberNo} required />
      <DigitsInput name="practiceSince" label={t.practiceSince} maxLength={MAX.practiceSince} hint={t.practiceSinceHint} />
      <TextInput name="contactPerson" label={c.fields.contactPerson} maxLength={MAX.contactPerson} />
      <RadioGroupInput name="needSEO" label={t.needSEO} options={seoOptions} />
      <CountryStateFields />
      <TextInput name="email" label={c.fields.email} type="email" maxLength={MAX.email} autoCapitalize="off" autoComplete="off" required />
      <DigitsInput name="mobileNo" label={c.fields.mobileNo} maxLength={MAX.mobile} autoComplete="off" required />
      <DigitsInput name="landlineNo" label={c.fields.landlineNo} maxLength={MAX.landline} autoComplete="off" />
      <TextInput name="advocateAddress1" label={t.address1} maxLength={MAX.address} />
      <TextInput name="advocateAddress2" label={t.address2} maxLength={MAX.address} />
      <TextInput name="advocateAddress3" label={t.address3} maxLength={MAX.address} />
      <TextInput name="clientProfile" label={t.clientProfile} maxLength={MAX.clientProfile} />
      <DigitsInput name="noOfUsers" label={t.noOfUsers} maxLength={MAX.noOfUsers} required />
      <TextInput name="gstNo" label={c.fields.gstNo} maxLength={MAX.gstNo} />
      <TextInput name="startDate" label={c.fields.startDate} readOnly hint={t.fromLatestLicence} />
      <TextInput name="expiryDate" label={c.fields.expiryDate} readOnly hint={t.fromLatestLicence} />
      <div className="sm:col-span-2 lg:col-span-3">
        <PictureInput name="picture" label={c.fields.picture} storedUrl={pictureUrl} />
      </div>
    </div>
  )
}
