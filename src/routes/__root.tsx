import { lazy, Suspense } from 'react'
import { createRootRouteWithContext, Outlet, useRouter } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { AppToaster } from '@/components/toast'
import { useTheme } from '@/app/theme'
import { BusyBar } from '@/app/layout/busy-bar'
import { DemoNotice } from '@/app/demo-notice'
import { ErrorPage } from '@/app/error-page'

// Loaded after the first render: the sign-in page's size budget; a new version can wait that long to be announced.
const UpdateNotice = lazy(() => import('@/app/update-notice'))

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
      {/* Issue 23: only the production build has a service worker, hence new versions to announce. */}
      {import.meta.env.VITE_MOCK !== 'true' && (
        <Suspense fallback={null}>
          <UpdateNotice />
        </Suspense>
      )}
    </>
  )
}

function RootError() {
  const router = useRouter()
  return <ErrorPage onRetry={() => void router.invalidate()} />
}
