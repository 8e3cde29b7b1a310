import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link, useNavigate } from '@tanstack/react-router'
import { toast } from '@/components/toast'
import { $api } from '@/api/query'
import { errorMessage } from '@/api/errors'
import { TextField } from '@/components/form/text-field'
import { AuthCard } from '@/components/auth-card'
import { forgotPasswordSchema, IDENTIFIER_MAX, type ForgotPasswordForm } from './schemas'
import { REDIRECT_DELAY_MS } from './navigation'
import { useTexts } from './texts'
import { useTexts as usePageTexts } from './page-texts'

export function ForgotPasswordPage() {
  const t = useTexts()
  const p = usePageTexts()
  const navigate = useNavigate()
  const form = useForm<ForgotPasswordForm>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { userId: '' } })
  const send = $api.useMutation('post', '/forgot-password/{userId}')

  const onSubmit = form.handleSubmit(async ({ userId }) => {
    try {
      const answer = await send.mutateAsync({ params: { path: { userId: userId.trim() } } })
      toast.success(answer.message)
      window.setTimeout(() => void navigate({ to: '/confirm-mail' }), REDIRECT_DELAY_MS)
    } catch (error) {
      toast.error(errorMessage(error), { duration: 10_000 })
    }
  })

  return (
    <AuthCard title={p.forgot.title}>
      <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">{p.forgot.intro}</p>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          label={t.login.identifier}
          autoComplete="username"
          maxLength={IDENTIFIER_MAX}
          required
          error={form.formState.errors.userId?.message}
          {...form.register('userId')}
        />
        <button type="submit" className="btn-primary w-full" disabled={form.formState.isSubmitting || send.isSuccess}>
          {p.forgot.send}
        </button>
      </form>
      <p className="mt-4 text-sm">
        <Link to="/login">{p.returnToLogin}</Link>
      </p>
    </AuthCard>
  )
}
