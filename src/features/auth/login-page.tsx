import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link } from '@tanstack/react-router'
import { toast } from '@/components/toast'
import { RefreshCw } from 'lucide-react'
import { $api } from '@/api/query'
import { errorMessage } from '@/api/errors'
import { clearAppStorage } from '@/session/storage'
import { useSessionStore } from '@/session/session-store'
import { CheckboxField, PasswordField, TextField } from '@/components/form/text-field'
import { AuthCard } from '@/components/auth-card'
import { DemoAccounts } from './demo-accounts'
import { isCaptchaAnswer, newCaptcha } from './captcha'
import { IDENTIFIER_MAX, loginSchema, type LoginForm } from './schemas'
import { REDIRECT_DELAY_MS, goTo } from './navigation'

const ENDED: Record<string, string> = {
  expired: 'Your session has expired. Please sign in again.',
  unauthorized: 'Your session is no longer valid. Please sign in again.',
}

export function LoginPage() {
  const [captcha, setCaptcha] = useState(() => newCaptcha())
  const endedBecause = useSessionStore((s) => s.endedBecause)
  const [endedNotice] = useState(() => (endedBecause ? ENDED[endedBecause] : undefined))
  const form = useForm<LoginForm>({
    resolver: zodResolver(loginSchema((answer) => isCaptchaAnswer(captcha, answer))),
    defaultValues: { userId: '', loginPassword: '', rememberMe: false, captcha: '' },
  })
  const login = $api.useMutation('post', '/login')
  const { errors } = form.formState

  useEffect(() => {
    // Spec §2.1: showing the login page clears local and session storage (but the form a session that
    // expired left unsaved: it is offered back after signing in as the same user).
    clearAppStorage({ keepDraft: true })
    useSessionStore.setState({ session: null })
    useSessionStore.getState().acknowledgeEnd()
  }, [])

  const refreshCaptcha = () => {
    setCaptcha(newCaptcha())
    form.setValue('captcha', '')
  }

  const onSubmit = form.handleSubmit(async ({ userId, loginPassword, rememberMe }) => {
    try {
      const { data } = await login.mutateAsync({ body: { userId: userId.trim(), loginPassword } })
      useSessionStore.getState().signIn(
        {
          token: data.token,
          encryptedSecurityUserId: data.encryptedSecurityUserId,
          loginUserName: data.loginUserName,
          loginUserEmailId: data.loginUserEmailId,
          loginUserMobileNumber: data.loginUserMobileNumber,
          encryptedAdvocateCode: data.encryptedAdvocateCode ?? '',
          roles: data.roles,
        },
        rememberMe,
      )
      toast.success(`Logged in as ${data.loginUserName}`)
      goTo('/dashboard', REDIRECT_DELAY_MS)
    } catch (error) {
      toast.error(errorMessage(error), { duration: 10_000 })
      refreshCaptcha()
    }
  })

  return (
    <AuthCard title="Account Login">
      {endedNotice && (
        <p role="alert" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          {endedNotice}
        </p>
      )}
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          label="Username, e-mail or phone number"
          autoComplete="username"
          maxLength={IDENTIFIER_MAX}
          required
          error={errors.userId?.message}
          {...form.register('userId')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
          error={errors.loginPassword?.message}
          {...form.register('loginPassword')}
        />
        <div className="rounded-md bg-slate-50 p-3 dark:bg-slate-800/60">
          <TextField
            label={`Captcha: ${captcha.question}`}
            hint="Type the answer in digits or words."
            inputMode="numeric"
            autoComplete="off"
            required
            error={errors.captcha?.message}
            {...form.register('captcha')}
          />
          <button type="button" className="btn-link mt-1 text-sm" onClick={refreshCaptcha}>
            <RefreshCw size={14} aria-hidden="true" /> New question
          </button>
        </div>
        <div className="flex items-center justify-between gap-2">
          <CheckboxField id="remember-me" label="Remember me" {...form.register('rememberMe')} />
          <Link to="/forgot-password" className="text-sm">
            Forgot Password?
          </Link>
        </div>
        <button type="submit" className="btn-primary w-full" disabled={form.formState.isSubmitting || login.isSuccess}>
          {form.formState.isSubmitting ? 'Signing in…' : 'Log in'}
        </button>
      </form>
      <DemoAccounts
        onPick={(username, password) => {
          form.setValue('userId', username, { shouldValidate: form.formState.isSubmitted })
          form.setValue('loginPassword', password, { shouldValidate: form.formState.isSubmitted })
        }}
      />
    </AuthCard>
  )
}
