import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] })
  return () => observer.disconnect()
}
const read = () => (document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr')

/**
 * The page's reading direction (the theme's right-to-left switch sets it on <html>). Radix parts set a
 * `dir` of their own, left-to-right unless told: they are given this so their content reads the page's way.
 */
export const useDirection = () => useSyncExternalStore(subscribe, read, () => 'ltr' as const)
