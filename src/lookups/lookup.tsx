import type { ComponentProps } from 'react'
import { useQuery } from '@tanstack/react-query'
import { AsyncSelectInput, SelectInput } from '@/components/form/form-fields'
import type { Option } from '@/components/form/select-field'

/** Spec §9: dropdowns ask for 15 rows; the user types to narrow them. */
const PICKER_PAGE = 15
/** How many options are read to find the label of a value chosen earlier. */
const RESOLVE_PAGE = 1000

export type PickerProps = Omit<ComponentProps<typeof AsyncSelectInput>, 'load' | 'resolve' | 'queryKey'>

/** One page of options matching `search` from a provider call. */
type LoadOptions = (search: string, pageSize: number) => Promise<Option[]>

const labelIn = (options: Option[], value: string) => options.find((o) => o.value === value)?.label

/** Keeps the options whose label contains the text, for calls that do not search on the provider. */
export const narrow = (options: Option[], search: string, pageSize: number) =>
  options.filter((o) => o.label.toLowerCase().includes(search.trim().toLowerCase())).slice(0, pageSize)

/**
 * A picker over one provider call: it asks for a page of matches as the user types, and finds the label
 * of a value chosen earlier (searching by it first: providers match codes too). `waitsFor` names what it
 * depends on: it stays disabled while that is empty (no state before a country).
 */
export function Lookup({ queryKey, load, waitsFor, disabled, ...props }: PickerProps & { queryKey: readonly unknown[]; load: LoadOptions; waitsFor?: string }) {
  return (
    <AsyncSelectInput
      {...props}
      disabled={disabled || waitsFor === ''}
      queryKey={queryKey}
      load={(search) => load(search, PICKER_PAGE)}
      resolve={async (value) => labelIn(await load(value, RESOLVE_PAGE), value) ?? labelIn(await load('', RESOLVE_PAGE), value)}
    />
  )
}

/**
 * A native select over one provider call, for lists short enough to show whole (court types). The
 * record's saved value shows as soon as the options arrive, whether they come before or after it.
 */
export function LookupSelect({ queryKey, load, ...props }: Omit<ComponentProps<typeof SelectInput>, 'options'> & { queryKey: readonly unknown[]; load: () => Promise<Option[]> }) {
  const options = useQuery({ queryKey: ['lookup-select', ...queryKey], queryFn: load, staleTime: 30_000 })
  return <SelectInput {...props} options={options.data ?? []} />
}
