import { useEffect, useMemo, useRef, useState, type RefObject } from 'react'
import { Link, useRouterState } from '@tanstack/react-router'
import { ChevronDown, LayoutDashboard, PanelLeftClose, PanelLeftOpen, X } from 'lucide-react'
import { useTheme } from '@/app/theme'
import { ancestorsOf, currentLink, useMenuName, type MenuNode } from './menu'
import { MenuIcon } from './menu-icon'
import { LoadFailed } from '@/components/load-failed'
import { useTexts as useAppTexts } from '../texts'
import { TEXTS, useTexts } from './texts'

/** Spec §9: hover-expand after 100 ms; the active highlight follows the page after 1 s. */
export const HOVER_EXPAND_MS = 100
export const HIGHLIGHT_DELAY_MS = 1000
export const MENU_NOT_LOADED = TEXTS.sidebar.notLoaded

interface SidebarProps {
  tree: MenuNode[]
  loading: boolean
  /** The menu could not be loaded (or read): the sidebar says so and asks again, the rest of the layout goes on. */
  failed?: { retry: () => unknown } | null
  mobileOpen: boolean
  onCloseMobile: () => void
  /** Where focus goes back when the drawer closes: the button that opened it. */
  returnFocus: RefObject<HTMLElement | null>
}

const FOCUSABLE = 'a[href], button:not([disabled])'

/**
 * While the drawer is open (below xl) it is modal: focus starts in it and Tab stays in it, Escape closes
 * it, and focus returns to the button that opened it.
 */
function useDrawerFocus(nav: RefObject<HTMLElement | null>, open: boolean, close: () => void, returnFocus: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const drawer = nav.current
    const opener = returnFocus.current
    if (!open || !drawer) return
    // Hidden controls (the xl-only toggle) take no focus.
    const stops = () => [...drawer.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.checkVisibility?.() ?? true)
    stops()[0]?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        close()
        return
      }
      if (event.key !== 'Tab') return
      const all = stops()
      const edge = event.shiftKey ? all[0] : all.at(-1)
      if (!drawer.contains(document.activeElement) || document.activeElement === edge) {
        event.preventDefault()
        ;(event.shiftKey ? all.at(-1) : all[0])?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    // A window that grows to xl (a tablet turned) shows the sidebar in place: the drawer is over.
    const wide = typeof window.matchMedia === 'function' ? window.matchMedia('(width >= 80rem)') : null
    const onWide = (event: MediaQueryListEvent) => event.matches && close()
    wide?.addEventListener('change', onWide)
    return () => {
      document.removeEventListener('keydown', onKey)
      wide?.removeEventListener('change', onWide)
      opener?.focus()
    }
  }, [nav, open, close, returnFocus])
}

export function Sidebar({ tree, loading, failed, mobileOpen, onCloseMobile, returnFocus }: SidebarProps) {
  const t = useTexts().sidebar
  const app = useAppTexts()
  const named = useMenuName()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const collapsed = useTheme((s) => s.isNavbarCollapsed)
  const setTheme = useTheme((s) => s.set)
  const [hovered, setHovered] = useState(false)
  // A keyboard user in the collapsed sidebar gets the wide one while focus is in it, as a mouse user gets it on hover.
  const [keyboardInside, setKeyboardInside] = useState(false)
  const hoverTimer = useRef<number | undefined>(undefined)
  const navRef = useRef<HTMLElement>(null)
  useDrawerFocus(navRef, mobileOpen, onCloseMobile, returnFocus)
  const ancestors = useMemo(() => ancestorsOf(tree, pathname), [tree, pathname])
  // The menu item of this page: a page with its own address below the item's (/case-next-date/{id}) is the item's.
  const current = useMemo(() => currentLink(tree, pathname), [tree, pathname])
  const [open, setOpen] = useState<Set<number>>(() => new Set(ancestors))
  const [highlightedPath, setHighlightedPath] = useState(pathname)
  const highlighted = useMemo(() => currentLink(tree, highlightedPath), [tree, highlightedPath])
  // Opening a page (a leaf) closes the other groups and opens the ones leading to it.
  const openKey = `${pathname}|${ancestors.join(',')}`
  const [openedFor, setOpenedFor] = useState(openKey)
  if (openedFor !== openKey) {
    setOpenedFor(openKey)
    setOpen(new Set(ancestors))
  }

  useEffect(() => {
    const timer = window.setTimeout(() => setHighlightedPath(pathname), HIGHLIGHT_DELAY_MS)
    onCloseMobile()
    return () => window.clearTimeout(timer)
  }, [pathname, onCloseMobile])

  const narrow = collapsed && !hovered && !keyboardInside && !mobileOpen
  // The provider's menu may hold Dashboard itself; the fixed link is only for menus that lack it.
  const treeHasDashboard = useMemo(() => tree.some((n) => n.menuItemPageURL === '/dashboard' && n.children.length === 0), [tree])
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  const renderNodes = (nodes: MenuNode[], level: number) =>
    nodes.map((node) => {
      const isGroup = node.children.length > 0
      const isOpen = open.has(node.childId)
      const active = !isGroup && node.menuItemPageURL === current
      const pad = narrow ? 'px-3 justify-center' : level === 1 ? 'px-3' : level === 2 ? 'ps-9 pe-3' : 'ps-14 pe-3'
      const base = `flex w-full items-center gap-3 rounded-md py-2 text-sm no-underline hover:no-underline ${pad}`
      if (!isGroup)
        return (
          <li key={node.childId}>
            <Link
              to={node.menuItemPageURL}
              title={named(node.menuName, node.menuNames)}
              aria-current={active ? 'page' : undefined}
              className={`${base} ${
                highlighted === node.menuItemPageURL && active
                  ? 'bg-brand-600 font-semibold text-white dark:bg-sky-700'
                  : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
              }`}
            >
              <MenuIcon name={node.menuItemIcon} />
              <span className={narrow ? 'sr-only' : 'min-w-0 break-words'}>{named(node.menuName, node.menuNames)}</span>
            </Link>
          </li>
        )
      const listId = `submenu-${node.childId}`
      return (
        <li key={node.childId}>
          <button
            type="button"
            className={`${base} text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800`}
            aria-expanded={isOpen && !narrow}
            aria-controls={isOpen && !narrow ? listId : undefined}
            title={named(node.menuName, node.menuNames)}
            onClick={() => toggle(node.childId)}
          >
            <MenuIcon name={node.menuItemIcon} />
            <span className={narrow ? 'sr-only' : 'min-w-0 flex-1 break-words text-start font-medium'}>{named(node.menuName, node.menuNames)}</span>
            {!narrow && <ChevronDown size={16} aria-hidden="true" className={`transition-transform ${isOpen ? 'rotate-180' : ''}`} />}
          </button>
          {isOpen && !narrow && (
            <ul id={listId} aria-label={t.subMenu(named(node.menuName, node.menuNames))} className="mt-1 space-y-1">
              {renderNodes(node.children, level + 1)}
            </ul>
          )}
        </li>
      )
    })

  return (
    <>
      {mobileOpen && <div className="fixed inset-0 z-30 bg-black/40 xl:hidden" aria-hidden="true" onClick={onCloseMobile} />}
      <nav
        ref={navRef}
        aria-label={t.mainMenu}
        onMouseEnter={() => {
          if (!collapsed) return
          hoverTimer.current = window.setTimeout(() => setHovered(true), HOVER_EXPAND_MS)
        }}
        onMouseLeave={() => {
          window.clearTimeout(hoverTimer.current)
          setHovered(false)
        }}
        onFocus={(event) => {
          if (collapsed && event.target.matches(':focus-visible')) setKeyboardInside(true)
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setKeyboardInside(false)
        }}
        className={`card fixed inset-y-0 start-0 z-40 flex flex-col overflow-y-auto rounded-none border-y-0 border-s-0 xl:sticky xl:top-0 xl:h-screen xl:translate-x-0 ${
          narrow ? 'w-16' : 'w-64'
        } ${
          // Off screen below xl, the closed menu is also out of the tab order and the accessibility tree. Opening,
          // it is visible at once (so it can take the focus); closing, it stays visible while it slides away.
          mobileOpen ? 'translate-x-0 transition-[width,transform]' : 'max-xl:invisible -translate-x-full rtl:translate-x-full xl:rtl:translate-x-0 transition-[width,transform,visibility]'
        }`}
      >
        <div className={`flex items-center gap-2 border-b border-slate-200 p-3 dark:border-slate-800 ${narrow ? 'justify-center' : 'justify-between'}`}>
          {!narrow && <span className="px-2 text-lg font-semibold text-brand-700 dark:text-sky-300">{app.product}</span>}
          <button
            type="button"
            className="hidden rounded-md p-2 text-slate-700 hover:bg-slate-100 xl:inline-flex dark:text-slate-200 dark:hover:bg-slate-800"
            title={t.toggle}
            aria-label={t.toggle}
            aria-pressed={collapsed}
            onClick={() => setTheme({ isNavbarCollapsed: !collapsed })}
          >
            {collapsed ? <PanelLeftOpen size={18} aria-hidden="true" /> : <PanelLeftClose size={18} aria-hidden="true" />}
          </button>
          <button type="button" className="rounded-md p-2 xl:hidden" aria-label={t.closeMenu} onClick={onCloseMobile}>
            <X size={18} aria-hidden="true" />
          </button>
        </div>
        <ul className="flex-1 space-y-1 p-2">
          {!treeHasDashboard && (
            <li>
              <Link
                to="/dashboard"
                title={narrow ? t.dashboard : undefined}
                aria-current={pathname === '/dashboard' ? 'page' : undefined}
                className={`flex items-center gap-3 rounded-md py-2 text-sm no-underline hover:no-underline ${narrow ? 'justify-center px-3' : 'px-3'} ${
                  pathname === '/dashboard'
                    ? 'bg-brand-600 font-semibold text-white dark:bg-sky-700'
                    : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
                }`}
              >
                <LayoutDashboard size={18} aria-hidden="true" />
                <span className={narrow ? 'sr-only' : ''}>{t.dashboard}</span>
              </Link>
            </li>
          )}
          {loading && !narrow && <li className="px-3 py-2 text-sm text-slate-600 dark:text-slate-400">{t.loadingMenu}</li>}
          {failed && !narrow && (
            <li className="px-3 py-2 text-sm">
              <LoadFailed text={t.notLoaded} onRetry={() => void failed.retry()} />
            </li>
          )}
          {renderNodes(tree, 1)}
        </ul>
      </nav>
    </>
  )
}
