import { useEffect, useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { api } from '@/api/client'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { CheckboxInput, DigitsInput, SelectInput, TextInput } from '@/components/form/form-fields'
import { LANGUAGES, LANGUAGE_NAME } from '@/lib/client-message'
import { CountryStateFields } from '@/lookups/pickers'
import { currentAdvocateCode } from '@/session/session-store'
import { useCommon } from '@/components/texts'
import { useTexts as useRecordTexts } from '@/records/texts'
import { useTexts } from './texts'
import { ADDRESS_MAX, CLIENT_TYPES, GENDERS, LANDLINE_MAX, NAME_MAX, OCCUPATION_MAX, OFFICE_MAX, PIN_MAX, type ClientForm } from '@/records/client-schema'

const LANGUAGE_OPTIONS = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAME[value] }))

/**
 * Spec 2 §5: leaving the e-mail field asks the provider whether another client of the advocate uses
 * it; if so the user chooses to keep it (Yes) or to clear it (No).
 */
function useEmailCheck(id: string | null) {
  const { setValue } = useFormContext<ClientForm>()
  const r = useRecordTexts()
  const c = useCommon()
  const [taken, setTaken] = useState<string | null>(null)
  const check = async (emailId: string) => {
    const encryptedAdvocateCode = currentAdvocateCode()
    if (!emailId.trim() || !encryptedAdvocateCode) return
    try {
      const body = { encryptedAdvocateCode, emailId: emailId.trim(), isUpdate: id !== null, ...(id ? { encryptedClientCode: id } : {}) }
      const { data } = await api.POST('/check-client-email-exists', { body })
      if (data?.data.clientName) setTaken(data.data.clientName)
    } catch {
      // The check only warns: an address it cannot check (bad format, provider down) is the save's business.
    }
  }
  const dialog = (
    <ConfirmDialog
      open={taken !== null}
      title={r.client.emailTaken(taken ?? '')}
      message={r.client.emailContinue}
      confirmLabel={c.yes}
      cancelLabel={c.no}
      onConfirm={() => setTaken(null)}
      onCancel={() => {
        setValue('emailId', '', { shouldDirty: true })
        setTaken(null)
      }}
    />
  )
  return { check, dialog }
}

export function ClientFields({ id }: { id: string | null }) {
  const { setValue, getValues } = useFormContext<ClientForm>()
  const clientType = useWatch<ClientForm, 'clientType'>({ name: 'clientType' })
  const email = useEmailCheck(id)
  const t = useTexts()
  const c = useCommon()
  // An organisation has no gender: choosing it drops one picked before.
  useEffect(() => {
    if (clientType !== 'INDIVIDUAL' && getValues('gender')) setValue('gender', '', { shouldDirty: true })
  }, [clientType, getValues, setValue])
  return (
    <div className="grid max-w-5xl gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <TextInput name="clientName" label={c.fields.clientName} maxLength={NAME_MAX} required />
      <SelectInput name="clientType" label={t.fields.clientType} options={CLIENT_TYPES.map((value) => ({ value, label: t.types[value] }))} required />
      {clientType === 'INDIVIDUAL' && <SelectInput name="gender" label={t.fields.gender} options={GENDERS.map((value) => ({ value, label: t.genders[value] }))} required />}
      <TextInput name="contactPerson" label={c.fields.contactPerson} maxLength={NAME_MAX} required />
      <TextInput name="emailId" label={c.fields.email} type="email" maxLength={100} autoCapitalize="off" required onBlur={(event) => void email.check(event.target.value)} />
      <DigitsInput name="mobileNo" label={c.fields.mobileNo} maxLength={10} autoComplete="tel-national" required />
      <TextInput name="clientAddress1" label={t.fields.address1} maxLength={ADDRESS_MAX} />
      <TextInput name="clientAddress2" label={t.fields.address2} maxLength={ADDRESS_MAX} />
      <TextInput name="clientAddress3" label={t.fields.address3} maxLength={ADDRESS_MAX} />
      {/* Spec 2 §9: a new client is in India unless another country is chosen. */}
      <CountryStateFields indiaByDefault={id === null} />
      <TextInput name="pinCode" label={t.fields.pinCode} maxLength={PIN_MAX} />
      <DigitsInput name="landLineNo" label={t.fields.landLineNo} maxLength={LANDLINE_MAX} />
      <TextInput name="landLineOffice" label={t.fields.landLineOffice} maxLength={OFFICE_MAX} />
      <TextInput name="occupation" label={t.fields.occupation} maxLength={OCCUPATION_MAX} />
      <SelectInput name="preferredLanguage" label={t.fields.language} options={LANGUAGE_OPTIONS} hint={t.fields.languageHint} />
      <fieldset className="flex flex-wrap items-center gap-4 sm:col-span-2 lg:col-span-3">
        <legend className="mb-1 text-sm font-medium">{t.fields.sendBy}</legend>
        <CheckboxInput name="sendSMS" label={t.fields.sms} />
        <CheckboxInput name="sendMail" label={t.fields.mail} />
        <CheckboxInput name="sendWhatsapp" label={t.fields.whatsapp} />
      </fieldset>
      {email.dialog}
    </div>
  )
}
