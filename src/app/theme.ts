import { create } from 'zustand'
import { local, readJson, THEME_KEY, writeJson } from '@/session/storage'

/** Spec §2.3: theme settings kept in local storage. */
export interface ThemeSettings {
  isFluid: boolean
  isRTL: boolean
  isDark: boolean
  navbarPosition: 'vertical'
  currency: string
  isNavbarCollapsed: boolean
  navbarStyle: 'card'
}

export const DEFAULT_THEME: ThemeSettings = {
  isFluid: true,
  isRTL: false,
  isDark: false,
  navbarPosition: 'vertical',
  currency: '$',
  isNavbarCollapsed: false,
  navbarStyle: 'card',
}

export function loadTheme(): ThemeSettings {
  const stored = readJson<Partial<ThemeSettings>>(local(), THEME_KEY)
  return { ...DEFAULT_THEME, ...(stored && typeof stored === 'object' ? stored : {}) }
}

export function applyTheme(theme: ThemeSettings) {
  const root = document.documentElement
  root.classList.toggle('dark', theme.isDark)
  root.dir = theme.isRTL ? 'rtl' : 'ltr'
  root.style.colorScheme = theme.isDark ? 'dark' : 'light'
}

interface ThemeState extends ThemeSettings {
  set: (patch: Partial<ThemeSettings>) => void
}

export const useTheme = create<ThemeState>((set, get) => ({
  ...loadTheme(),
  set: (patch) => {
    set(patch)
    const { set: _ignored, ...settings } = { ...get() }
    writeJson(local(), THEME_KEY, settings)
    applyTheme(settings)
  },
}))
