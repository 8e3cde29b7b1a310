import { useEffect, useId, useRef, useState } from 'react'
import { Search } from 'lucide-react'
import { useCommon } from '../texts'

/** Spec §9: list searches wait 500 ms after the last key press. */
export const SEARCH_DELAY_MS = 500

export function SearchBox({ label, value, onSearch, maxLength = 100 }: { label: string; value: string; onSearch: (text: string) => void; maxLength?: number }) {
  const c = useCommon()
  const id = useId()
  const [text, setText] = useState(value)
  const [shown, setShown] = useState(value)
  const timer = useRef<number | undefined>(undefined)
  // The URL may change under us (Back, a link): show what it says.
  if (value !== shown) {
    setShown(value)
    setText(value)
  }
  useEffect(() => () => window.clearTimeout(timer.current), [])

  const change = (next: string) => {
    setText(next)
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => onSearch(next.trim()), SEARCH_DELAY_MS)
  }
  return (
    <div className="relative w-full sm:w-72">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search size={16} aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-slate-500" />
      <input id={id} type="search" className="input ps-9" placeholder={c.search} maxLength={maxLength} value={text} onChange={(e) => change(e.target.value)} />
    </div>
  )
}
