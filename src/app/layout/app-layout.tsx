import { startTransition, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { Outlet, useNavigate, useRouter, useRouterState } from '@tanstack/react-router'
import { useTheme } from '@/app/theme'
import { useSessionStore } from '@/session/session-store'
import { ancestorsOf, buildMenuTree, useMenuHeaders, useMenuItems, useShortcutList } from './menu'
import { Sidebar } from './sidebar'
import { TopBar } from './top-bar'
import { Footer } from './footer'
import { useShortcuts } from './shortcuts'
import { accessFrom } from '@/session/menu-access'
import { PageAccess } from './page-access'
import { usePhone } from './use-phone'
import { AreaBoundary } from '@/components/area-boundary'
import { useTexts } from '../texts'

/** The signed-in layout of spec §2.3: sidebar, top bar, page, footer. */
export function AppLayout() {
  const session = useSessionStore((s) => s.session)
  const navigate = useNavigate()
  const router = useRouter()
  useEffect(() => {
    // A 401, an expiry or a sign-out in another tab clears the session mid-page: leave the signed-in area
    // once, and come back to this page after signing in again.
    if (!session) void navigate({ to: '/login', search: { redirect: router.state.location.href }, replace: true })
  }, [session, navigate, router])
  // The layout mounts in a render of its own, which React builds in slices: the router's answer (a store update)
  // would have it built at once, holding a phone's main thread for the whole layout (85 ms of an unthrottled
  // profile, the longest task left). For those few frames nothing of the layout is shown.
  const layoutMounts = useDeferredValue(true, false)
  if (!session || !layoutMounts) return null
  return <SignedInLayout session={session} />
}

function SignedInLayout({ session }: { session: NonNullable<ReturnType<typeof useSessionStore.getState>['session']> }) {
  const t = useTexts().layout
  const fluid = useTheme((s) => s.isFluid)
  const [mobileOpen, setMobileOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)
  const menu = useMenuItems(session)
  const { headers } = useMenuHeaders(session)
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const wholeTree = useMemo(() => buildMenuTree(menu.items), [menu.items])
  const headerTree = useMemo(() => buildMenuTree(menu.items, session.menuHeaderId), [menu.items, session.menuHeaderId])
  // On a phone the top bar has no room for the menu headers: the drawer holds them all, as the whole tree.
  const tree = usePhone() ? wholeTree : headerTree
  // The top bar's current header: the one chosen, or else the one whose part of the menu holds this page.
  const currentHeader = session.menuHeaderId || (ancestorsOf(wholeTree, pathname)[0] ?? 0)
  const allowed = useMemo(() => accessFrom(menu.items), [menu.items])
  const keptAllows = useMemo(() => (menu.kept ? accessFrom(menu.kept) : undefined), [menu.kept])
  useShortcuts(useShortcutList(), allowed)
  const closeMobile = useCallback(() => setMobileOpen(false), [])
  // The page mounts in a transition of its own once the layout is on screen: it yields to the browser every few
  // milliseconds, where a render that follows a router or query update (React renders those at once) holds the main
  // thread until the whole page is built (the court day's blocking time on Lighthouse mobile: 656 → 560 ms). Not a
  // deferred value: the layout itself mounts in one, and React renders a deferred value nested in one at once.
  const [pageMounts, setPageMounts] = useState(false)
  useEffect(() => startTransition(() => setPageMounts(true)), [])

  return (
    <div className="flex min-h-screen">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-[70] focus:rounded focus:bg-white focus:p-2">
        {t.skip}
      </a>
      {/* QUALITY §7: each piece of the layout fails alone; the page and the other pieces stay. */}
      <AreaBoundary label={t.menuArea}>
        <Sidebar tree={tree} loading={menu.isPending} failed={menu.status === 'error' ? { retry: menu.refetch } : null} mobileOpen={mobileOpen} onCloseMobile={closeMobile} returnFocus={menuButton} />
      </AreaBoundary>
      {/* Behind the open drawer the page takes no focus or clicks (the drawer is modal there). */}
      <div className="flex min-w-0 flex-1 flex-col" inert={mobileOpen}>
        <AreaBoundary label={t.topBarArea}>
          <TopBar session={session} headers={headers} currentHeader={currentHeader} allowed={allowed} menuButton={menuButton} onOpenMenu={() => setMobileOpen(true)} />
        </AreaBoundary>
        {/* At least a screen high: the footer starts below the fold, so a page growing as its data comes never pushes it. */}
        <main id="main" tabIndex={-1} className={`min-h-screen flex-1 p-3 sm:p-5 ${fluid ? '' : 'mx-auto w-full max-w-7xl'}`}>
          <PageAccess path={pathname} menu={menu} allowed={allowed} keptAllows={keptAllows}>
            {pageMounts && <Outlet />}
          </PageAccess>
        </main>
        <AreaBoundary label={t.footerArea} fallback={null}>
          <Footer />
        </AreaBoundary>
      </div>
    </div>
  )
}
