import { useEffect, useRef } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { api } from '@/api/client'
import { PasswordInput } from '@/components/form/form-fields'
import { auditName, useSessionStore } from '@/session/session-store'
import { clearSelection } from '@/session/storage'
import { useShellForm } from '@/shell/shell-form'
import { SingleFormPage } from '@/shell/single-form-page'
import { EMPTY, PASSWORD_MAX, REDIRECT_MS, changePasswordSchema } from './schema'
import { useTexts } from './texts'

/** Spec 3 §2.12: one tab, three passwords; on success the provider's message and, 1 s later, the dashboard. */
export function ChangePasswordPage() {
  const t = useTexts()
  const navigate = useNavigate()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(clearSelection, [])
  useEffect(() => () => clearTimeout(timer.current), [])
  const shell = useShellForm({
    schema: changePasswordSchema,
    empty: EMPTY,
    submit: async (values) => {
      const encryptedSecurityUserId = useSessionStore.getState().session?.encryptedSecurityUserId ?? ''
      const { data } = await api.POST('/change-password', { body: { ...values, encryptedSecurityUserId, modifyUser: auditName() } })
      return { message: data!.message, values: EMPTY }
    },
    onSaved: () => (timer.current = setTimeout(() => void navigate({ to: '/dashboard' }), REDIRECT_MS)),
  })

  return (
    // Save stays enabled: saving an empty form shows what is missing.
    <SingleFormPage title={t.title} shell={shell} canSave>
      <div className="grid max-w-md gap-4">
        <PasswordInput name="oldPassword" label={t.oldPassword} autoComplete="current-password" maxLength={PASSWORD_MAX} required />
        <PasswordInput name="newPassword" label={t.newPassword} autoComplete="new-password" maxLength={PASSWORD_MAX} required />
        <PasswordInput name="confirmPassword" label={t.confirmPassword} autoComplete="new-password" maxLength={PASSWORD_MAX} required />
      </div>
    </SingleFormPage>
  )
}
