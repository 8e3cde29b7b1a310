import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { RotateCw, ShieldX } from 'lucide-react'
import { PageSpinner } from '@/components/spinner'
import { ALWAYS_OPEN } from '@/session/menu-access'
import { useCommon } from '@/components/texts'
import { useTexts as useAppTexts } from '../texts'
import { TEXTS, useTexts } from './texts'

export const NO_ACCESS = TEXTS.access.noAccess
export const MENU_FAILED = TEXTS.access.menuFailed

interface PageAccessProps {
  path: string
  menu: { status: 'pending' | 'error' | 'success'; refetch: () => unknown }
  allowed: (path: string) => boolean
  /** The menu this device kept from the last read, while the provider's answer is on its way. */
  keptAllows?: (path: string) => boolean
  children: ReactNode
}

/**
 * Renders the page only when the user's menu grants it. Until the menu is known nothing of the page
 * shows (the dashboard excepted), so no screen flashes up and no call goes out for a page one may not use.
 * A page that the menu this device kept grants starts its calls while the menu is read, hidden: a reload
 * then waits for one answer less (on a phone, the court day), and still shows nothing the fresh menu refuses.
 */
export function PageAccess({ path, menu, allowed, keptAllows, children }: PageAccessProps) {
  const t = useTexts()
  const app = useAppTexts()
  const c = useCommon()
  const open = ALWAYS_OPEN.includes(path) || (menu.status === 'success' && allowed(path))
  const early = menu.status === 'pending' && !!keptAllows?.(path)
  if (open || early)
    return (
      <>
        {!open && <PageSpinner />}
        {/* The same place in the tree either way, so the page is not mounted twice when the menu comes. */}
        <div hidden={!open}>{children}</div>
      </>
    )
  if (menu.status === 'pending') return <PageSpinner />
  return (
    <section aria-labelledby="access-title" className="card p-6">
      <h1 id="access-title" className="mb-3 flex items-center gap-2 text-xl font-semibold">
        <ShieldX size={22} aria-hidden="true" /> {menu.status === 'error' ? t.access.cannotOpen : t.access.noAccess}
      </h1>
      {menu.status === 'error' ? (
        <>
          <p className="mb-4">{t.access.menuFailed}</p>
          <button type="button" className="btn-secondary" onClick={() => void menu.refetch()}>
            <RotateCw size={16} aria-hidden="true" /> {c.tryAgain}
          </button>
        </>
      ) : (
        <p className="text-slate-700 dark:text-slate-300">{t.access.notInMenu}</p>
      )}
      <Link to="/dashboard" className="mt-4 block">
        {app.backToDashboard}
      </Link>
    </section>
  )
}
