import { lazy, Suspense, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { Link, useRouter, useSearch } from '@tanstack/react-router'
import { toast } from '@/components/toast'
import { RefreshCw } from 'lucide-react'
import { api } from '@/api/client'
import { errorMessage } from '@/api/errors'
import { clearAppStorage } from '@/session/storage'
import { useSessionStore } from '@/session/session-store'
import { CheckboxField, PasswordField, TextField } from '@/components/form/text-field'
import { AuthCard } from '@/components/auth-card'
import { LanguageChoice, followUserLanguage } from '@/shell/language-choice/language-choice'
import { useDemoBridge } from '@/api/demo-bridge'
import { captchaQuestion, isCaptchaAnswer, newCaptcha } from './captcha'
import { IDENTIFIER_MAX } from './messages'
import { useTexts } from './texts'
import { EMPTY_LOGIN, loginErrors, type LoginErrors, type LoginField, type LoginForm } from './login-rules'
import { REDIRECT_DELAY_MS, afterSignIn, goTo } from './navigation'

// Only a build with the mock provider has demo accounts: their code loads when there are some to list.
const DemoAccounts = lazy(() => import('./demo-accounts').then((m) => ({ default: m.DemoAccounts })))

export function LoginPage() {
  const t = useTexts()
  const demo = useDemoBridge((s) => s.accounts.length > 0)
  const [captcha, setCaptcha] = useState(() => newCaptcha())
  const endedBecause = useSessionStore((s) => s.endedBecause)
  const [endedBecauseShown] = useState(endedBecause)
  const endedNotice = endedBecauseShown === 'expired' || endedBecauseShown === 'unauthorized' ? t.login[endedBecauseShown] : undefined
  const [values, setValues] = useState<LoginForm>(EMPTY_LOGIN)
  const [errors, setErrors] = useState<LoginErrors>({})
  // As with the other forms: messages appear at the first submit, then follow each change.
  const [submitted, setSubmitted] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  // One call with nothing to cache: a flag, not a React Query mutation, whose code (1 KB) this page's size budget
  // cannot carry. The button says "Signing in…" meanwhile and stays off once signed in.
  const [phase, setPhase] = useState<'idle' | 'sending' | 'signedIn'>('idle')
  const router = useRouter()
  // Not strict: the page also renders outside the app's own routes (its stories).
  const { redirect } = useSearch({ strict: false })
  const check = (form: LoginForm) => loginErrors(form, (answer) => isCaptchaAnswer(captcha, answer, t.captcha))
  const update = (patch: Partial<LoginForm>) => {
    const next = { ...values, ...patch }
    setValues(next)
    if (submitted) setErrors(check(next))
  }
  const field = (name: LoginField) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => update({ [name]: event.target.value }),
  })

  useEffect(() => {
    // Spec §2.1: showing the login page clears local and session storage (but the form a session that
    // expired left unsaved: it is offered back after signing in as the same user).
    clearAppStorage({ keepDraft: true })
    useSessionStore.setState({ session: null })
    useSessionStore.getState().acknowledgeEnd()
  }, [])

  const refreshCaptcha = () => {
    setCaptcha(newCaptcha())
    setValues((v) => ({ ...v, captcha: '' }))
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    const found = check(values)
    setErrors(found)
    if (Object.keys(found).length) {
      // The first field with a message takes the focus, once it is marked.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus())
      return
    }
    const { userId, loginPassword, rememberMe } = values
    try {
      setPhase('sending')
      const answer = await api.POST('/login', { body: { userId: userId.trim(), loginPassword, rememberMe } })
      if (answer.error) throw answer.error
      const { data } = answer.data
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
        Date.now(),
        data.expiresAt ? Date.parse(data.expiresAt) : undefined,
      )
      // The language this user chose before (any device) is shown from now on; else the one chosen here becomes theirs.
      void followUserLanguage(data.language)
      setPhase('signedIn')
      toast.success(t.login.loggedInAs(data.loginUserName))
      goTo(afterSignIn(router, redirect), REDIRECT_DELAY_MS)
    } catch (error) {
      setPhase('idle')
      toast.error(errorMessage(error), { duration: 10_000 })
      refreshCaptcha()
    }
  }

  return (
    <AuthCard title={t.login.title}>
      <LanguageChoice className="mb-4 justify-end" />
      {endedNotice && (
        <p role="alert" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          {endedNotice}
        </p>
      )}
      <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <TextField
          label={t.login.identifier}
          autoComplete="username"
          maxLength={IDENTIFIER_MAX}
          required
          error={errors.userId}
          {...field('userId')}
        />
        <PasswordField
          label={t.login.password}
          autoComplete="current-password"
          required
          error={errors.loginPassword}
          {...field('loginPassword')}
        />
        <div className="rounded-md bg-slate-50 p-3 dark:bg-slate-800/60">
          <TextField
            label={t.login.captcha(captchaQuestion(captcha, t.captcha))}
            hint={t.login.captchaHint}
            inputMode="numeric"
            autoComplete="off"
            required
            error={errors.captcha}
            {...field('captcha')}
          />
          <button type="button" className="btn-link mt-1 text-sm" onClick={refreshCaptcha}>
            <RefreshCw size={14} aria-hidden="true" /> {t.login.newQuestion}
          </button>
        </div>
        <div className="flex items-center justify-between gap-2">
          <CheckboxField id="remember-me" label={t.login.rememberMe} name="rememberMe" checked={values.rememberMe} onChange={(e) => update({ rememberMe: e.target.checked })} />
          <Link to="/forgot-password" className="text-sm">
            {t.login.forgot}
          </Link>
        </div>
        <button type="submit" className="btn-primary w-full" disabled={phase !== 'idle'}>
          {phase === 'sending' ? t.login.signingIn : t.login.logIn}
        </button>
      </form>
      {demo && (
        <Suspense fallback={null}>
          <DemoAccounts onPick={(username, password) => update({ userId: username, loginPassword: password })} />
        </Suspense>
      )}
    </AuthCard>
  )
}
