import { useEffect, useRef } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import * as Tabs from '@radix-ui/react-tabs'
import { useNavigate } from '@tanstack/react-router'
import { LogOut, Save } from 'lucide-react'
import { api } from '@/api/client'
import { errorMessage } from '@/api/errors'
import { PasswordInput } from '@/components/form/form-fields'
import { toast } from '@/components/toast'
import { auditName, useSessionStore } from '@/session/session-store'
import { clearSelection } from '@/session/storage'
import { TAB_CLASS } from '@/shell/module-page'
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
    <section aria-labelledby="module-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="module-title" className="text-xl font-semibold">
          Change Password
        </h1>
        <div role="toolbar" aria-label="Record actions" className="flex flex-wrap gap-2">
          <button type="submit" form="change-password-form" className="btn-primary" disabled={form.formState.isSubmitting}>
            <Save size={16} aria-hidden="true" /> {form.formState.isSubmitting ? 'Saving…' : 'Save'}
          </button>
          <button type="button" className="btn-secondary" onClick={() => guard.confirm(() => guard.leave(() => navigate({ to: '/dashboard' })))}>
            <LogOut size={16} aria-hidden="true" /> Exit
          </button>
        </div>
      </div>
      <Tabs.Root value="change-password">
        <Tabs.List aria-label="Change Password" className="flex gap-1 border-b border-slate-300 dark:border-slate-700">
          <Tabs.Trigger value="change-password" className={TAB_CLASS}>
            Change Password
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="change-password" className="card mt-4 p-4 sm:p-6 focus-visible:outline-none">
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
        </Tabs.Content>
      </Tabs.Root>
      {guard.dialog}
    </section>
  )
}
