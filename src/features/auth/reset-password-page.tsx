import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link, useNavigate } from '@tanstack/react-router'
import { toast } from '@/components/toast'
import { api } from '@/api/client'
import { $api } from '@/api/query'
import { ApiError, errorMessage } from '@/api/errors'
import { PasswordField } from '@/components/form/text-field'
import { AuthCard } from '@/components/auth-card'
import { useTranslate } from '@/i18n/texts'
import { PASSWORD_MAX, resetPasswordSchema, type ResetPasswordForm } from './schemas'
import { REDIRECT_DELAY_MS } from './navigation'
import { TEXTS, useTexts } from './page-texts'

/** Shown instead of the form when the provider refuses the link, whatever its reason. */
export const LINK_REFUSED_TITLE = TEXTS.reset.refused

export function ResetPasswordPage({ id }: { id: string }) {
  const t = useTexts()
  const translate = useTranslate()
  const navigate = useNavigate()
  const form = useForm<ResetPasswordForm>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { password: '', confirmPassword: '' } })
  const reset = $api.useMutation('post', '/reset-password')
  const { errors } = form.formState

  // Spec §2.1 checks the link on load; a link that is not (or no longer) valid is said plainly, not found out at Save.
  const [refused, setRefused] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    api
      .POST('/validate-client/{encryptedSecurityUserId}', { params: { path: { encryptedSecurityUserId: id } } })
      .then(() => live && setRefused(null))
      .catch((error: unknown) => live && setRefused(errorMessage(error)))
    return () => {
      live = false
    }
  }, [id])

  if (refused)
    return (
      <AuthCard title={t.reset.refused}>
        <p role="alert" className="mb-6 text-red-700 dark:text-red-400">
          {translate(refused)}
        </p>
        <Link to="/forgot-password" className="btn-primary no-underline hover:no-underline">
          {t.reset.askNew}
        </Link>
        <p className="mt-4 text-sm">
          <Link to="/login">{t.returnToLogin}</Link>
        </p>
      </AuthCard>
    )

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      const answer = await reset.mutateAsync({ body: { NewPassword: password, EncryptedSecurityUserId: id } })
      toast.success(answer.message)
      window.setTimeout(() => void navigate({ to: '/login' }), REDIRECT_DELAY_MS)
    } catch (error) {
      // The link may have run out or been used while the form was open.
      if (error instanceof ApiError && error.status === 404) setRefused(error.message)
      else toast.error(errorMessage(error), { duration: 10_000 })
    }
  })

  return (
    <AuthCard title={t.reset.title}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <PasswordField
          label={t.reset.newPassword}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          required
          hint={t.reset.hint}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordField
          label={t.reset.confirm}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          required
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <button type="submit" className="btn-primary w-full" disabled={form.formState.isSubmitting || reset.isSuccess}>
          {t.reset.set}
        </button>
      </form>
      <p className="mt-4 text-sm">
        <Link to="/login">{t.returnToLogin}</Link>
      </p>
    </AuthCard>
  )
}
