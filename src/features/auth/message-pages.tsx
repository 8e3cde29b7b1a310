import { useEffect, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { CheckCircle2, MailCheck, LogOut } from 'lucide-react'
import { api } from '@/api/client'
import { errorMessage } from '@/api/errors'
import { clearAppStorage } from '@/session/storage'
import { useSessionStore } from '@/session/session-store'
import { Spinner } from '@/components/spinner'
import { AuthCard } from '@/components/auth-card'
import { DemoMail } from './demo-accounts'

export function ConfirmMailPage() {
  return (
    <AuthCard title="Please check your email!">
      <MailCheck className="mb-4 text-brand-600 dark:text-sky-300" size={40} aria-hidden="true" />
      <p className="mb-6">An email has been sent. Please click on the included link to reset your password.</p>
      <DemoMail />
      <Link to="/login" className="btn-primary no-underline hover:no-underline">
        Return to login
      </Link>
    </AuthCard>
  )
}

export function LogoutPage() {
  const queryClient = useQueryClient()
  useEffect(() => {
    // Spec §2.1: clears all local storage and empties the shortcut list (held in the query cache).
    clearAppStorage()
    useSessionStore.setState({ session: null, endedBecause: null })
    queryClient.clear()
  }, [queryClient])
  return (
    <AuthCard title="See you again!">
      <LogOut className="mb-4 text-brand-600 dark:text-sky-300" size={40} aria-hidden="true" />
      <p className="mb-6">Thanks for using Case Diary. You are now successfully signed out.</p>
      <Link to="/login" className="btn-primary no-underline hover:no-underline">
        Return to Login
      </Link>
    </AuthCard>
  )
}

export function ValidateAdvocatePage({ id, emailOrMobileNo }: { id: string; emailOrMobileNo: string }) {
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
      <AuthCard title="Confirming your account">
        <Spinner label="Confirming your account" />
      </AuthCard>
    )
  return (
    <AuthCard title={state.error ? 'We could not confirm your account' : 'Your account is all set!'}>
      {state.error ? (
        <p role="alert" className="mb-6 text-red-700 dark:text-red-400">
          {state.error}
        </p>
      ) : (
        <p className="mb-6 flex items-center gap-2">
          <CheckCircle2 className="text-green-700 dark:text-green-400" aria-hidden="true" /> You can now sign in with your new account.
        </p>
      )}
      <Link to="/login" className="btn-primary no-underline hover:no-underline">
        Re-Login
      </Link>
    </AuthCard>
  )
}
