import { useEffect, useRef, useState } from 'react'
import { useFormContext, useFormState, useWatch } from 'react-hook-form'
import { KeyRound } from 'lucide-react'
import { api } from '@/api/client'
import { errorMessage } from '@/api/errors'
import { $api } from '@/api/query'
import { CheckboxTreeInput, DigitsInput, SelectInput, TextInput, useFormToast } from '@/components/form/form-fields'
import { ACTIVE_STATUS_OPTIONS } from '@/components/form/status-options'
import { toast } from '@/components/toast'
import { AdvocatePicker, CountryStateFields } from '@/lookups/pickers'
import { useCommon } from '@/components/texts'
import { UserDemoMail } from './demo-mail'
import { useTexts } from './texts'
import { isAdminSession } from './access'
import { ADDRESS_MAX, EMAIL_MAX, LOGIN_ID_MAX, MESSAGES, MOBILE_MAX, NAME_MAX, type UserForm } from './schema'

/** The menu-access tree (spec 2 §2): the advocate's items for a new user, the user's own (ticked) for an existing one. */
function MenuAccess({ id, advocate }: { id: string | null; advocate: string }) {
  const body = id ? { encryptedSecurityUserId: id } : { encryptedAdvocateCode: advocate }
  const tree = $api.useQuery('post', '/get-advocate-user-menu-tree', { body }, { enabled: !!(id || advocate) })
  const t = useTexts().fields
  const emptyText = !id && !advocate ? t.pickAdvocate : tree.status === 'error' ? t.treeFailed : tree.status === 'pending' ? t.treeLoading : t.treeEmpty
  return <CheckboxTreeInput name="treeIds" label={t.menuAccess} required nodes={tree.data?.data ?? []} emptyText={emptyText} />
}

/** Spec 2 §5, §8: a save without a ticked item also says so in a toast. */
function useTreeToast() {
  const { getFieldState } = useFormContext<UserForm>()
  const formState = useFormState<UserForm>()
  const formToast = useFormToast()
  const told = useRef(0)
  useEffect(() => {
    if (formState.submitCount === told.current) return
    told.current = formState.submitCount
    // The form's: the save that succeeds after it closes it.
    if (getFieldState('treeIds', formState).invalid) formToast.error(MESSAGES.treeToast)
  }, [formState, getFieldState, formToast])
}

/** Spec 2 §2: 'reset password by e-mail' sends the saved user a single-use reset link. */
function ResetPassword({ email }: { email: string }) {
  const [sending, setSending] = useState(false)
  const t = useTexts().fields
  const send = async () => {
    setSending(true)
    try {
      const { data } = await api.POST('/send-user-reset-password-mail', { body: { EmailId: email } })
      toast.success(data!.message)
    } catch (error) {
      toast.error(errorMessage(error))
    } finally {
      setSending(false)
    }
  }
  return (
    <button type="button" className="btn-secondary mt-6" disabled={sending || !email} onClick={() => void send()}>
      <KeyRound size={16} aria-hidden="true" /> {t.resetPassword}
    </button>
  )
}

export function UserFields({ id }: { id: string | null }) {
  const { setValue, formState } = useFormContext<UserForm>()
  const advocate = useWatch<UserForm, 'encryptedAdvocateCode'>({ name: 'encryptedAdvocateCode' })
  const savedEmail = formState.defaultValues?.email ?? ''
  useTreeToast()
  const existing = id !== null
  const t = useTexts().fields
  const c = useCommon()
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="grid content-start gap-4 sm:grid-cols-2">
        {isAdminSession() && (
          <div className="sm:col-span-2">
            <AdvocatePicker
              name="encryptedAdvocateCode"
              label={t.advocate}
              required
              disabled={existing}
              // Another advocate licenses other menu items.
              onValueChange={() => setValue('treeIds', [], { shouldDirty: true })}
            />
          </div>
        )}
        <TextInput name="userName" label={t.userName} maxLength={NAME_MAX} required />
        <TextInput name="loginId" label={c.fields.loginId} maxLength={LOGIN_ID_MAX} autoCapitalize="off" autoComplete="off" spellCheck={false} required readOnly={existing} hint={existing ? t.loginIdFixed : undefined} />
        <TextInput name="userAddress1" label={t.address1} maxLength={ADDRESS_MAX} />
        <TextInput name="userAddress2" label={t.address2} maxLength={ADDRESS_MAX} />
        <CountryStateFields />
        <TextInput name="email" label={c.fields.email} type="email" maxLength={EMAIL_MAX} autoCapitalize="off" autoComplete="off" required />
        <DigitsInput name="mobileNo" label={c.fields.mobileNo} maxLength={MOBILE_MAX} autoComplete="off" required />
        <SelectInput name="status" label={c.status} options={ACTIVE_STATUS_OPTIONS} required />
        {existing ? (
          // The whole row: the hint reads on a line or two beside the button, which goes below the field when there is no room.
          <div className="flex flex-wrap items-start gap-x-2 sm:col-span-2">
            <TextInput name="password" label={c.fields.password} type="password" readOnly autoComplete="off" hint={t.passwordHint} className="min-w-64 flex-1 space-y-1" />
            <ResetPassword email={savedEmail} />
          </div>
        ) : (
          <p className="self-end text-sm text-slate-700 dark:text-slate-300">{t.passwordByMail}</p>
        )}
        <div className="sm:col-span-2">
          <UserDemoMail email={existing ? savedEmail : ''} />
        </div>
      </div>
      <MenuAccess id={id} advocate={advocate} />
    </div>
  )
}
