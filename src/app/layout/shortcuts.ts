import { useEffect } from 'react'
import { useNavigate } from '@tanstack/react-router'

export interface Shortcut {
  shortCutKey: string
  route: string
}

/** 'SHIFT+C' style text for a key press, or null when it is not a single-character combination. */
export function comboOf(event: Pick<KeyboardEvent, 'key' | 'code' | 'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey'>): string | null {
  const modifiers = [event.ctrlKey && 'CTRL', event.altKey && 'ALT', event.shiftKey && 'SHIFT'].filter(Boolean)
  if (modifiers.length !== 1 || event.metaKey) return null
  // The physical key, so ALT+letter works on layouts where ALT changes the character.
  const match = /^(?:Key([A-Z])|Digit([0-9]))$/.exec(event.code)
  const key = match ? (match[1] ?? match[2]) : event.key.length === 1 ? event.key.toUpperCase() : null
  return key ? `${modifiers[0]}+${key}` : null
}

const normalise = (text: string) => text.replace(/\s+/g, '').toUpperCase()

function isTyping(target: EventTarget | null) {
  const el = target as HTMLElement | null
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName))
}

/**
 * Spec §7: SHIFT/ALT/CTRL + one character navigates to the mapped route, when the user's menu grants it.
 * Navigation goes through the router, so a changed form still asks before it is left.
 */
export function useShortcuts(shortcuts: Shortcut[], allowed: (route: string) => boolean) {
  const navigate = useNavigate()
  useEffect(() => {
    const map = new Map(shortcuts.filter((s) => allowed(s.route)).map((s) => [normalise(s.shortCutKey), s.route]))
    if (!map.size) return
    const onKey = (event: KeyboardEvent) => {
      const combo = comboOf(event)
      if (!combo) return
      // SHIFT+letter is ordinary typing inside a field; leave it alone there.
      if (combo.startsWith('SHIFT+') && isTyping(event.target)) return
      const route = map.get(combo)
      if (!route) return
      event.preventDefault()
      void navigate({ to: route as '/' })
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [shortcuts, allowed, navigate])
}
