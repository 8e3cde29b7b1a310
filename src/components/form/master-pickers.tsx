import type { ComponentProps } from 'react'
import { api } from '@/api/client'
import type { components } from '@/api/schema.gen'
import { AsyncSelectInput } from './form-fields'
import type { Option } from './select-field'

/** Spec §9: dropdowns ask for 15 rows; the user types to narrow them. */
export const PICKER_PAGE = 15

type PickerProps = Omit<ComponentProps<typeof AsyncSelectInput>, 'load' | 'resolve' | 'queryKey'>
type State = components['schemas']['State']

const statesOf = (data: components['schemas']['StateListData']): State[] => (Array.isArray(data) ? data : data.stateList)

async function countries(search: string, pageSize = PICKER_PAGE): Promise<Option[]> {
  const { data } = await api.POST('/country-list', { body: { pageNumber: 1, pageSize, SearchText: search, isDropDown: true } })
  return data!.data.countryList.map((c) => ({ value: c.countryCode, label: c.countryName }))
}

async function states(countryCode: string, search: string, pageSize?: number): Promise<Option[]> {
  const { data } = await api.POST('/state-list', { body: { countryCode, isDropDown: true, SearchText: search, pageSize } })
  return statesOf(data!.data).map((s) => ({ value: s.stateCode, label: s.stateName }))
}

async function courts(stateCode: string, search: string, pageSize?: number): Promise<Option[]> {
  const { data } = await api.POST('/get-court-master-list', { body: { stateCode, SearchText: search, pageSize } })
  return (data!.data.courtList ?? data!.data.courtMasterList ?? []).map((c) => ({ value: c.courtCode, label: c.courtName }))
}

const labelIn = (options: Option[], value: string) => options.find((o) => o.value === value)?.label

/** Countries, searched by name or code on the provider. */
export function CountrySelectInput(props: PickerProps) {
  return (
    <AsyncSelectInput
      {...props}
      queryKey={['countries']}
      load={(search) => countries(search)}
      resolve={async (code) => labelIn(await countries(code, 1000), code)}
    />
  )
}

/** The states of one country; disabled until the country is chosen. */
export function StateSelectInput({ countryCode, disabled, ...props }: PickerProps & { countryCode: string }) {
  return (
    <AsyncSelectInput
      {...props}
      disabled={disabled || !countryCode}
      queryKey={['states', countryCode]}
      load={(search) => states(countryCode, search, PICKER_PAGE)}
      resolve={async (code) => labelIn(await states(countryCode, ''), code)}
    />
  )
}

/** The courts of one state; disabled until the state is chosen. */
export function CourtSelectInput({ stateCode, disabled, ...props }: PickerProps & { stateCode: string }) {
  return (
    <AsyncSelectInput
      {...props}
      disabled={disabled || !stateCode}
      queryKey={['courts', stateCode]}
      load={(search) => courts(stateCode, search, PICKER_PAGE)}
      resolve={async (code) => labelIn(await courts(stateCode, ''), code)}
    />
  )
}
