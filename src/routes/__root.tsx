import { createRootRouteWithContext, Outlet, useRouter } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { Toaster } from 'sonner'
import { useTheme } from '@/app/theme'
import { BusyBar } from '@/app/layout/busy-bar'
import { DemoNotice } from '@/app/demo-notice'
import { ErrorPage } from '@/features/welcome/welcome-page'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: Root,
  errorComponent: RootError,
})

function Root() {
  const dark = useTheme((s) => s.isDark)
  return (
    <>
      <BusyBar />
      <DemoNotice />
      <Outlet />
      {/* Spec §9: toasts close after 10 s, top right. */}
      <Toaster position="top-right" duration={10_000} theme={dark ? 'dark' : 'light'} closeButton richColors />
    </>
  )
}

function RootError() {
  const router = useRouter()
  return <ErrorPage onRetry={() => void router.invalidate()} />
}
