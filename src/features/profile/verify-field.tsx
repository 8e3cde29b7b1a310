import { useEffect, useState, type KeyboardEvent } from 'react'
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { BadgeCheck } from 'lucide-react'
import { api } from '@/api/client'
import { ApiError, errorMessage } from '@/api/errors'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { DigitsInput, TextInput } from '@/components/form/form-fields'
import { toast } from '@/components/toast'
import { MAX, contactSchemas } from './schema'
import { useTexts } from './texts'
import { useCommon } from '@/components/texts'
import { useTranslate } from '@/i18n/texts'

interface VerifyFieldProps {
  name: 'email' | 'mobileNo'
  label: string
  /** The value as loaded: Verify is enabled only when the field differs from it (spec 3 §2.11). */
  loaded: string
  advocateCode: string
  onVerified: (value: string) => void
}

type Contact = Record<VerifyFieldProps['name'], string>

/**
 * E-mail or mobile number with its Verify button, the only way the profile changes them. The field is a
 * form of its own, apart from the profile's: editing it neither enables Save nor counts as an unsaved
 * change, since Save does not carry it. Verify checks whether another advocate uses the value; if one
 * does, the provider's message and 'Do you want to update with this advocate as well?' ask first (spec 3
 * §4). Then the verification is sent.
 */
export function VerifyField({ name, label, loaded, advocateCode, onVerified }: VerifyFieldProps) {
  const t = useTexts()
  const c = useCommon()
  const translate = useTranslate()
  const form = useForm<Contact>({ resolver: zodResolver(contactSchemas[name]) as unknown as Resolver<Contact>, defaultValues: { [name]: loaded } })
  const { reset, trigger, control } = form
  const value = ((useWatch({ control, name }) as string | undefined) ?? '').trim()
  const [question, setQuestion] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  // The stored value (on load, after a verification) shows unless the user is typing a new one.
  useEffect(() => {
    if (!form.formState.isDirty) reset({ [name]: loaded })
  }, [loaded, name, reset, form])

  const send = async () => {
    setQuestion(null)
    setBusy(true)
    try {
      const { data } = await api.POST('/verify-email-mobile-no', { body: { EncryptedAdvocateCode: advocateCode, EmailOrMobileNo: value } })
      toast.success(data!.message, { form: control })
      // Nothing changes until the link mailed to the new value is opened: show the confirmed value again.
      reset({ [name]: loaded })
      onVerified(value)
    } catch (error) {
      toast.error(errorMessage(error), { form: control })
    } finally {
      setBusy(false)
    }
  }

  const verify = async () => {
    if (!(await trigger(name, { shouldFocus: true }))) return
    setBusy(true)
    const which = name === 'email' ? { email: value } : { phoneNumber: value }
    try {
      // The answer is inverted: 200 means another advocate already uses the value.
      const { data } = await api.POST('/check-email-phone-exists', { body: { ...which, encryptedAdvocateCode: advocateCode, isUpdate: true } })
      setQuestion(data!.message)
      setBusy(false)
    } catch (error) {
      setBusy(false)
      if (error instanceof ApiError && error.status === 404) await send()
      else toast.error(errorMessage(error), { form: control })
    }
  }
  const canVerify = !busy && value !== loaded
  // Enter in the field verifies it; it never saves the profile, which does not carry it.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    if (canVerify) void verify()
  }

  const Input = name === 'email' ? TextInput : DigitsInput
  return (
    <FormProvider {...form}>
      <div className="flex items-start gap-2">
        <Input
          name={name}
          label={label}
          required
          hint={t.verify.hint}
          className="min-w-0 flex-1 space-y-1"
          onKeyDown={onKeyDown}
          {...(name === 'email' ? { type: 'email', maxLength: MAX.email, autoCapitalize: 'off' } : { maxLength: 10, autoComplete: 'tel' })}
        />
        <button type="button" className="btn-secondary mt-6" disabled={!canVerify} onClick={() => void verify()} aria-label={t.verify.buttonFor(label)}>
          <BadgeCheck size={16} aria-hidden="true" /> {busy ? t.verify.wait : t.verify.button}
        </button>
        <ConfirmDialog
          open={question !== null}
          title={c.confirmation}
          message={
            <>
              {question && translate(question)}
              <br />
              {t.rules.alsoUpdate}
            </>
          }
          confirmLabel={c.yes}
          cancelLabel={c.no}
          onConfirm={() => void send()}
          onCancel={() => setQuestion(null)}
        />
      </div>
    </FormProvider>
  )
}
