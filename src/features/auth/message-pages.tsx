import { lazy, Suspense, useEffect, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { CheckCircle2, MailCheck, LogOut } from 'lucide-react'
import { api } from '@/api/client'
import { errorMessage } from '@/api/errors'
import { clearAppStorage } from '@/session/storage'
import { useSessionStore } from '@/session/session-store'
import { Spinner } from '@/components/spinner'
import { AuthCard } from '@/components/auth-card'
import { useDemoBridge } from '@/api/demo-bridge'
import { useTexts } from './page-texts'
import { useTranslate } from '@/i18n/texts'

// Only a build with the mock provider shows the mail it sent: its code loads when there is one.
const DemoMail = lazy(() => import('./demo-accounts').then((m) => ({ default: m.DemoMail })))

export function ConfirmMailPage() {
  const t = useTexts()
  const mail = useDemoBridge((s) => s.mail !== null)
  return (
    <AuthCard title={t.confirmMail.title}>
      <MailCheck className="mb-4 text-brand-600 dark:text-sky-300" size={40} aria-hidden="true" />
      <p className="mb-6">{t.confirmMail.text}</p>
      {mail && (
        <Suspense fallback={null}>
          <DemoMail />
        </Suspense>
      )}
      <Link to="/login" className="btn-primary no-underline hover:no-underline">
        {t.returnToLogin}
      </Link>
    </AuthCard>
  )
}

export function LogoutPage() {
  const t = useTexts()
  const queryClient = useQueryClient()
  useEffect(() => {
    // Spec §2.1: clears all local storage and empties the shortcut list (held in the query cache).
    clearAppStorage()
    useSessionStore.setState({ session: null, endedBecause: null })
    queryClient.clear()
  }, [queryClient])
  return (
    <AuthCard title={t.logout.title}>
      <LogOut className="mb-4 text-brand-600 dark:text-sky-300" size={40} aria-hidden="true" />
      <p className="mb-6">{t.logout.text}</p>
      <Link to="/login" className="btn-primary no-underline hover:no-underline">
        {t.logout.again}
      </Link>
    </AuthCard>
  )
}

export function ValidateAdvocatePage({ id, emailOrMobileNo }: { id: string; emailOrMobileNo: string }) {
  const t = useTexts()
  const translate = useTranslate()
  const [state, setState] = useState<{ done: boolean; error?: string }>({ done: false })
  useEffect(() => {
    clearAppStorage()
    useSessionStore.setState({ session: null })
    let live = true
    api
      .GET('/validate-advocate/{encryptedAdvocateCode}/{emailOrMobileNo}', { params: { path: { encryptedAdvocateCode: id, emailOrMobileNo } } })
      .then(() => live && setState({ done: true }))
      .catch((error: unknown) => live && setState({ done: true, error: errorMessage(error) }))
    return () => {
      live = false
    }
  }, [id, emailOrMobileNo])

  if (!state.done)
    return (
      <AuthCard title={t.validate.busy}>
        <Spinner label={t.validate.busy} />
      </AuthCard>
    )
  return (
    <AuthCard title={state.error ? t.validate.failed : t.validate.done}>
      {state.error ? (
        <p role="alert" className="mb-6 text-red-700 dark:text-red-400">
          {translate(state.error)}
        </p>
      ) : (
        <p className="mb-6 flex items-center gap-2">
          <CheckCircle2 className="text-green-700 dark:text-green-400" aria-hidden="true" /> {t.validate.text}
        </p>
      )}
      <Link to="/login" className="btn-primary no-underline hover:no-underline">
        {t.validate.relogin}
      </Link>
    </AuthCard>
  )
}
