import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link, useNavigate } from '@tanstack/react-router'
import { toast } from '@/components/toast'
import { api } from '@/api/client'
import { $api } from '@/api/query'
import { errorMessage } from '@/api/errors'
import { PasswordField } from '@/components/form/text-field'
import { AuthCard } from '@/components/auth-card'
import { PASSWORD_MAX, resetPasswordSchema, type ResetPasswordForm } from './schemas'
import { REDIRECT_DELAY_MS } from './navigation'

export function ResetPasswordPage({ id }: { id: string }) {
  const navigate = useNavigate()
  const form = useForm<ResetPasswordForm>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { password: '', confirmPassword: '' } })
  const reset = $api.useMutation('post', '/reset-password')
  const { errors } = form.formState

  useEffect(() => {
    // Spec §2.1: a validation call on load whose result is ignored.
    api.POST('/validate-client/{encryptedSecurityUserId}', { params: { path: { encryptedSecurityUserId: id } } }).catch(() => undefined)
  }, [id])

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      const answer = await reset.mutateAsync({ body: { NewPassword: password, EncryptedSecurityUserId: id } })
      toast.success(answer.message)
      window.setTimeout(() => void navigate({ to: '/login' }), REDIRECT_DELAY_MS)
    } catch (error) {
      toast.error(errorMessage(error), { duration: 10_000 })
    }
  })

  return (
    <AuthCard title="Reset password">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <PasswordField
          label="New password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          required
          hint="6 to 16 characters with an upper-case letter, a number and one of !@#$%^&*"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          required
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <button type="submit" className="btn-primary w-full" disabled={form.formState.isSubmitting || reset.isSuccess}>
          Set password
        </button>
      </form>
      <p className="mt-4 text-sm">
        <Link to="/login">Return to login</Link>
      </p>
    </AuthCard>
  )
}
