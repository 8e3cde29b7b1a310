import { useEffect, useRef } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useNavigate } from '@tanstack/react-router'
import { api } from '@/api/client'
import { errorMessage } from '@/api/errors'
import { PasswordInput } from '@/components/form/form-fields'
import { toast } from '@/components/toast'
import { auditName, useSessionStore } from '@/session/session-store'
import { clearSelection } from '@/session/storage'
import { PageFrame, SingleTab } from '@/shell/page-frame'
import { Toolbar } from '@/shell/toolbar'
import { useUnsavedGuard } from '@/shell/unsaved-guard'
import { EMPTY, PASSWORD_MAX, REDIRECT_MS, changePasswordSchema, type ChangePasswordForm } from './schema'

/** Spec 3 §2.12: one tab, three passwords; on success the provider's message and, 1 s later, the dashboard. */
export function ChangePasswordPage() {
  const form = useForm<ChangePasswordForm>({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY })
  const navigate = useNavigate()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(clearSelection, [])
  useEffect(() => () => clearTimeout(timer.current), [])

  const save = async (): Promise<boolean> => {
    let saved = false
    await form.handleSubmit(async (values) => {
      try {
        const { data } = await api.POST('/change-password', {
          body: { ...values, encryptedSecurityUserId: useSessionStore.getState().session?.encryptedSecurityUserId ?? '', modifyUser: auditName() },
        })
        toast.success(data!.message)
        form.reset(EMPTY)
        saved = true
        timer.current = setTimeout(() => void navigate({ to: '/dashboard' }), REDIRECT_MS)
      } catch (error) {
        toast.error(errorMessage(error))
      }
    })()
    return saved
  }
  const guard = useUnsavedGuard({ dirty: form.formState.isDirty, save })

  return (
    <PageFrame
      title="Change Password"
      toolbar={
        // Save stays enabled: saving an empty form shows what is missing.
        <Toolbar
          canSave
          saving={form.formState.isSubmitting}
          onSave={() => void save()}
          onExit={() => guard.confirm(() => guard.leave(() => navigate({ to: '/dashboard' })))}
        />
      }
    >
      <SingleTab label="Change Password" className="card p-4 sm:p-6">
        <FormProvider {...form}>
          <form
            id="change-password-form"
            noValidate
            aria-label="Change Password"
            onSubmit={(event) => {
              event.preventDefault()
              void save()
            }}
          >
            <div className="grid max-w-md gap-4">
              <PasswordInput name="oldPassword" label="Old Password" autoComplete="current-password" maxLength={PASSWORD_MAX} required />
              <PasswordInput name="newPassword" label="New Password" autoComplete="new-password" maxLength={PASSWORD_MAX} required />
              <PasswordInput name="confirmPassword" label="Confirm Password" autoComplete="new-password" maxLength={PASSWORD_MAX} required />
            </div>
          </form>
        </FormProvider>
      </SingleTab>
      {guard.dialog}
    </PageFrame>
  )
}
