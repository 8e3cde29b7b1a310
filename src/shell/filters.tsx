import { useCallback, useEffect, useMemo, type ComponentType } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import { useNavigate, useSearch } from '@tanstack/react-router'
import type { Filters } from './define-module'
import { useTranslate } from '@/i18n/texts'
import { useTexts } from './texts'

/** Typing in a filter field waits this long before the list asks again (as the search box does). */
const FILTER_DELAY = 500

/**
 * A list's filter values, kept in the URL under their own names so Back and reload return to the same
 * filtered page. Empty values stay out of the URL; a new filter starts again at page 1.
 */
export function useFilters<F extends Filters>(empty: F | undefined, pageKey: string): [F, (patch: Partial<F>) => void] {
  const search = useSearch({ strict: false }) as Record<string, unknown>
  const navigate = useNavigate()
  const names = useMemo(() => Object.keys(empty ?? {}), [empty])
  const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '')
  const key = new URLSearchParams(names.map((name) => [name, text(search[name])])).toString()
  // `key` is the values' identity: the same values keep the same object.
  const values = useMemo(() => Object.fromEntries(new URLSearchParams(key)) as F, [key])
  const set = useCallback(
    (patch: Partial<F>) =>
      void navigate({
        to: '.',
        replace: true,
        search: (prev: Record<string, unknown>) => {
          const next: Record<string, unknown> = { ...prev, ...patch }
          delete next[pageKey]
          for (const name of names) if (next[name] === '' || next[name] === undefined) delete next[name]
          return next
        },
      } as never),
    [navigate, names, pageKey],
  )
  return [values, set]
}

/** The filter fields above a list: a form of their own whose values go to the URL as they change. */
export function FilterBar<F extends Filters>({ label, values, onChange, Fields }: { label: string; values: F; onChange: (next: Partial<F>) => void; Fields: ComponentType }) {
  const t = useTexts()
  const translate = useTranslate()
  const form = useForm<Filters>({ defaultValues: values })
  const watched = useWatch({ control: form.control }) as Filters
  const { reset, getValues } = form

  // The URL changed from elsewhere (Back, an overview row): the fields show it.
  useEffect(() => {
    const current = getValues()
    if (Object.keys(values).some((name) => (current[name] ?? '') !== values[name])) reset(values)
  }, [values, reset, getValues])

  useEffect(() => {
    const changed = Object.keys(values).filter((name) => (watched[name] ?? '') !== values[name])
    if (!changed.length) return
    const timer = setTimeout(() => onChange(Object.fromEntries(changed.map((name) => [name, watched[name] ?? ''])) as Partial<F>), FILTER_DELAY)
    return () => clearTimeout(timer)
  }, [watched, values, onChange])

  return (
    <FormProvider {...form}>
      <form role="search" aria-label={t.filterOf(translate(label))} className="card grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-3" onSubmit={(event) => event.preventDefault()}>
        <Fields />
      </form>
    </FormProvider>
  )
}
