import { createRootRouteWithContext, Outlet, useRouter } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { AppToaster } from '@/components/toast'
import { useTheme } from '@/app/theme'
import { BusyBar } from '@/app/layout/busy-bar'
import { DemoNotice } from '@/app/demo-notice'
import { ErrorPage } from '@/app/error-page'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: Root,
  errorComponent: RootError,
})

function Root() {
  const dark = useTheme((s) => s.isDark)
  return (
    <>
      <BusyBar />
      {/* Only a build with the mock provider can have a demo notice: production carries none of it. */}
      {import.meta.env.VITE_MOCK === 'true' && <DemoNotice />}
      <Outlet />
      {/* Spec §9: toasts close after 10 s, top right. */}
      <AppToaster dark={dark} />
    </>
  )
}

function RootError() {
  const router = useRouter()
  return <ErrorPage onRetry={() => void router.invalidate()} />
}
