import { useEffect, useId, useState, type KeyboardEvent, type Ref } from 'react'
import { useQuery } from '@tanstack/react-query'
import { ChevronDown } from 'lucide-react'
import { Field, type FieldChromeProps } from './field'
import type { Option } from './select-field'
import { useTranslate } from '@/i18n/texts'
import { TEXTS, useTexts } from './texts'

/** How long typing must pause before the provider is asked. */
export const SEARCH_DELAY = 250
export const NO_MATCHES = TEXTS.select.noMatches

export interface AsyncSelectProps extends FieldChromeProps {
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  /** One page of the options matching the text (the provider searches; nothing is loaded whole). */
  load: (search: string) => Promise<Option[]>
  /** The label of a value that is not among the loaded options (a record opened for edit). */
  resolve?: (value: string) => Promise<string | undefined>
  /** Names what the options depend on, e.g. ['states', countryCode]: a new key asks again. */
  queryKey: readonly unknown[]
  disabled?: boolean
  placeholder?: string
  name?: string
  id?: string
  ref?: Ref<HTMLInputElement>
}

/** `value` once it has stayed the same for `delay` ms: what a search box sends to the provider. */
export function useDelayed<T>(value: T, delay: number): T {
  const [delayed, setDelayed] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDelayed(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return delayed
}

/**
 * A searchable select for long lists (countries, states, courts, advocates): the typed text is sent
 * to the provider after a pause and one page of matches is shown. The ARIA combobox pattern:
 * Down/Up move, Enter picks, Escape closes and restores the chosen label, Tab leaves.
 */
export function AsyncSelectField({ value, onChange, onBlur, load, resolve, queryKey, disabled, placeholder, name, id, ref, ...chrome }: AsyncSelectProps) {
  const t = useTexts().select
  const translate = useTranslate()
  const listId = useId()
  /** The option last picked here: its label shows without asking the provider again. */
  const [picked, setPicked] = useState<Option | null>(null)
  const [open, setOpen] = useState(false)
  const [text, setText] = useState('')
  const [active, setActive] = useState(0)
  const search = useDelayed(text, SEARCH_DELAY)

  const options = useQuery({ queryKey: ['async-select', ...queryKey, search], queryFn: () => load(search), enabled: open && !disabled, staleTime: 30_000 })
  const found = options.data ?? []
  const known = !value ? '' : picked?.value === value ? picked.label : found.find((o) => o.value === value)?.label
  const resolved = useQuery({
    queryKey: ['async-select-label', ...queryKey, value],
    queryFn: async () => (await resolve?.(value)) ?? value,
    enabled: !!value && known === undefined && !!resolve,
    staleTime: 30_000,
  })
  const chosen = value ? (known ?? resolved.data ?? value) : ''

  const show = () => {
    if (disabled) return
    setText('')
    setActive(0)
    setOpen(true)
  }
  const close = () => setOpen(false)
  const pick = (option: Option) => {
    setPicked(option)
    close()
    if (option.value !== value) onChange(option.value)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      if (!open) show()
      else setActive((i) => Math.max(0, Math.min(i + 1, found.length - 1)))
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      setActive((i) => Math.max(i - 1, 0))
    } else if (event.key === 'Enter' && open) {
      // Enter picks; it never submits the form while the list is open.
      event.preventDefault()
      if (found[active]) pick(found[active])
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      event.stopPropagation()
      close()
    }
  }

  const activeId = open && found[active] ? `${listId}-${active}` : undefined
  /** The options shown are not yet those of the text typed: they are about to change. */
  const searching = open && (options.isFetching || search !== text)
  return (
    <Field {...chrome} id={id}>
      {(control) => (
        <div className="relative">
          <input
            ref={ref}
            name={name}
            type="text"
            role="combobox"
            autoComplete="off"
            className="input pe-9"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={activeId}
            aria-required={chrome.required || undefined}
            placeholder={chosen ? undefined : placeholder === undefined ? t.typeToSearch : translate(placeholder)}
            disabled={disabled}
            {...control}
            value={open ? text : chosen}
            onChange={(event) => {
              setText(event.target.value)
              setActive(0)
              setOpen(true)
            }}
            onClick={() => !open && show()}
            onKeyDown={onKeyDown}
            onBlur={() => {
              // Emptying the text and leaving clears the choice.
              if (open && text.trim() === '' && value && text !== '') onChange('')
              close()
              onBlur?.()
            }}
          />
          <ChevronDown size={16} aria-hidden="true" className="pointer-events-none absolute end-3 top-1/2 -translate-y-1/2 text-slate-500" />
          <ul
            id={listId}
            role="listbox"
            aria-label={translate(chrome.label)}
            aria-busy={searching || undefined}
            hidden={!open}
            className="absolute z-30 mt-1 max-h-64 w-full overflow-auto rounded-md border border-slate-300 bg-white py-1 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
          >
            {found.map((option, i) => (
              // Options are chosen from the input's keys (aria-activedescendant); the mouse needs the click.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={option.value}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={`cursor-pointer px-3 py-1.5 ${i === active ? 'bg-brand-600 text-white' : ''} ${option.value === value ? 'font-semibold' : ''}`}
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(i)}
                onClick={() => pick(option)}
              >
                {option.label}
              </li>
            ))}
            {open && found.length === 0 && (
              <li role="presentation" className="px-3 py-1.5 text-slate-600 dark:text-slate-400">
                {searching ? t.searching : options.isError ? t.listFailed : t.noMatches}
              </li>
            )}
          </ul>
        </div>
      )}
    </Field>
  )
}
