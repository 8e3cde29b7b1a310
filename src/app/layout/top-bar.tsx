import { Suspense, lazy, useEffect, useRef, useState, type Ref } from 'react'
import { Link, useNavigate, useRouterState } from '@tanstack/react-router'
import { Menu as Burger } from 'lucide-react'
import { AreaBoundary } from '@/components/area-boundary'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { useSessionStore, type Session } from '@/session/session-store'
import { signOutQuestion } from '@/session/sign-out-guard'
import { ThemeSettingsButton } from './theme-settings'
import { DefaultAvatar } from './default-avatar'
import { useMenuName, type MenuNames } from './menu'
import { useCommon } from '@/components/texts'
import { useTranslate } from '@/i18n/texts'
import { useTexts as useAppTexts } from '../texts'
import { useTexts } from './texts'

// Loaded after the page: the layout of every page does not carry the picture's call.
const AvatarPicture = lazy(() => import('./avatar-picture'))

interface MenuHeader {
  menuHeaderName: string
  menuItemPageURL: string
  childId: number
  menuHeaderNames?: MenuNames
}

interface TopBarProps {
  session: Session
  headers: MenuHeader[]
  /** The header whose part of the menu the user is in (its childId; 0 for none). */
  currentHeader: number
  /** Whether the user's menu grants a page: the account menu offers Profile only then. */
  allowed: (path: string) => boolean
  /** The button that opens the menu drawer: focus comes back to it when the drawer closes. */
  menuButton: Ref<HTMLButtonElement>
  onOpenMenu: () => void
}

/**
 * A top-bar link; the current one is filled and underlined, so it differs from the others by more than its
 * colour (QUALITY §20) and reads as current to a screen reader (`aria-current`).
 */
const headerLink = (current: boolean) =>
  `inline-block rounded-md px-2 py-1.5 text-sm sm:px-3 ${
    current
      ? 'bg-brand-50 font-semibold text-brand-800 underline decoration-2 underline-offset-4 dark:bg-sky-950 dark:text-sky-200'
      : 'text-slate-700 no-underline hover:bg-slate-100 hover:no-underline dark:text-slate-200 dark:hover:bg-slate-800'
  }`

export function TopBar({ session, headers, currentHeader, allowed, menuButton, onOpenMenu }: TopBarProps) {
  const t = useTexts()
  const menuName = useMenuName()
  const setMenuHeaderId = useSessionStore((s) => s.setMenuHeaderId)
  const onDashboard = useRouterState({ select: (s) => s.location.pathname === '/dashboard' })
  return (
    <header className="card sticky top-0 z-20 flex items-center gap-2 rounded-none border-x-0 border-t-0 px-3 py-2 sm:px-4">
      <button ref={menuButton} type="button" className="rounded-md p-2 xl:hidden" aria-label={t.topBar.openMenu} onClick={onOpenMenu}>
        <Burger size={20} aria-hidden="true" />
      </button>
      {/* On a phone the headers are in the menu drawer (the whole tree): the top bar keeps one row. */}
      <nav aria-label={t.topBar.headers} className="min-w-0 flex-1 max-sm:hidden">
        <ul className="flex flex-wrap items-center gap-1 whitespace-nowrap">
          <li>
            <Link to="/dashboard" aria-current={onDashboard ? 'page' : undefined} className={headerLink(onDashboard)} onClick={() => setMenuHeaderId(0)}>
              {t.sidebar.dashboard}
            </Link>
          </li>
          {headers.map((header) => (
            <li key={header.childId}>
              <Link
                to={header.menuItemPageURL as '/'}
                onClick={() => setMenuHeaderId(header.childId)}
                // A header whose own page is open is also marked by the router, as the current page.
                aria-current={currentHeader === header.childId ? 'true' : undefined}
                className={headerLink(currentHeader === header.childId)}
              >
                {menuName(header.menuHeaderName, header.menuHeaderNames)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="ms-auto flex items-center gap-2">
        <ThemeSettingsButton />
        <AvatarMenu name={session.loginUserName} profile={allowed('/profile')} advocate={session.encryptedAdvocateCode} />
      </div>
    </header>
  )
}

function AvatarMenu({ name, profile, advocate }: { name: string; profile: boolean; advocate: string | null }) {
  const t = useTexts()
  const app = useAppTexts()
  const c = useCommon()
  const translate = useTranslate()
  const [open, setOpen] = useState(false)
  /** Signing out would lose work kept on the device (unsent court-day outcomes): asked first. */
  const [question, setQuestion] = useState<string | null>(null)
  const navigate = useNavigate()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!open) return
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return
        button.current?.focus()
      } else if (root.current?.contains(event.target as Node)) return
      setOpen(false)
    }
    document.addEventListener('mousedown', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('mousedown', close)
      document.removeEventListener('keydown', close)
    }
  }, [open])
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        className="flex items-center gap-2 rounded-full p-1 pe-3 hover:bg-slate-100 dark:hover:bg-slate-800"
        aria-expanded={open}
        aria-controls="account-menu"
        onClick={() => setOpen((v) => !v)}
      >
        {profile && advocate ? (
          <Suspense fallback={<DefaultAvatar />}>
            {/* The picture is the one part of the top bar that comes from a call: whatever happens to it, the default avatar. */}
            <AreaBoundary label={app.layout.pictureArea} fallback={<DefaultAvatar />}>
              <AvatarPicture advocate={advocate} />
            </AreaBoundary>
          </Suspense>
        ) : (
          <DefaultAvatar />
        )}
        <span className="hidden max-w-56 text-start text-sm font-medium leading-tight sm:inline">{name}</span>
        <span className="sr-only sm:hidden">{t.topBar.accountMenu(name)}</span>
      </button>
      {open && (
        <div id="account-menu" className="card absolute end-0 mt-2 w-56 p-2">
          <p className="break-words border-b border-slate-200 px-3 pb-2 text-sm font-semibold dark:border-slate-700">{name}</p>
          <ul className="pt-2">
            {profile && (
              <li>
                <Link
                  to="/profile"
                  className="block rounded-md px-3 py-2 text-sm no-underline hover:bg-slate-100 hover:no-underline dark:hover:bg-slate-800"
                  onClick={() => setOpen(false)}
                >
                  {t.topBar.profile}
                </Link>
              </li>
            )}
            <li>
              <Link
                to="/logout"
                className="block rounded-md px-3 py-2 text-sm no-underline hover:bg-slate-100 hover:no-underline dark:hover:bg-slate-800"
                onClick={(event) => {
                  const asked = signOutQuestion()
                  if (!asked) return
                  event.preventDefault()
                  setOpen(false)
                  setQuestion(asked)
                }}
              >
                {t.topBar.logout}
              </Link>
            </li>
          </ul>
        </div>
      )}
      <ConfirmDialog
        open={question !== null}
        title={c.confirmation}
        message={translate(question ?? '')}
        confirmLabel={t.topBar.logout}
        cancelLabel={t.topBar.staySignedIn}
        danger
        onConfirm={() => {
          setQuestion(null)
          void navigate({ to: '/logout' })
        }}
        onCancel={() => setQuestion(null)}
      />
    </div>
  )
}
