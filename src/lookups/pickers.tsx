import { useEffect, type ComponentProps, type ReactNode } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { useQuery } from '@tanstack/react-query'
import { api } from '@/api/client'
import type { components } from '@/api/schema.gen'
import type { Option } from '@/components/form/select-field'
import { useSessionStore, currentAdvocateCode } from '@/session/session-store'
import { Lookup, LookupSelect, narrow, type PickerProps } from './lookup'
import { useTexts } from './texts'

type State = components['schemas']['State']
const statesOf = (data: components['schemas']['StateListData']): State[] => (Array.isArray(data) ? data : data.stateList)

/** The states of a country matching the text; every one when `pageSize` is left out. */
export const loadStates = async (countryCode: string, SearchText = '', pageSize?: number): Promise<Option[]> =>
  statesOf((await api.POST('/state-list', { body: { countryCode, isDropDown: true, SearchText, ...(pageSize ? { pageSize } : {}) } })).data!.data).map((s) => ({
    value: s.stateCode,
    label: s.stateName,
  }))

/** The courts of a state (every court when no state is given) matching the text; every one when `pageSize` is left out. */
export async function loadCourts(stateCode: string | undefined, SearchText = '', pageSize?: number): Promise<Option[]> {
  const { data } = await api.POST('/get-court-master-list', { body: { stateCode, SearchText, ...(pageSize ? { pageSize } : {}) } })
  return (data!.data.courtList ?? data!.data.courtMasterList ?? []).map((c) => ({ value: c.courtCode, label: c.courtName }))
}

/** Case types, of one court when it is given, matching the text; every one when `pageSize` is left out (a dropdown call then sends no paging). */
export const loadCaseTypes = async (courtCode: string | undefined, SearchText = '', pageSize?: number): Promise<Option[]> =>
  (
    await api.POST('/get-case-type-master-list', {
      body: { ...(pageSize ? { pageNumber: 1, pageSize } : {}), SearchText, isDropDown: true, ...(courtCode ? { courtCode } : {}) },
    })
  ).data!.data.caseTypeMasterList.map((t) => ({ value: t.caseCode, label: t.caseType }))

/** Spec 2 §9: the country a new record starts with when none is chosen. */
export const DEFAULT_COUNTRY_NAME = 'INDIA'

/**
 * The provider's code for India, or null when its countries have none. Codes are the provider's own
 * (an administrator types them in the country master), so India is found by its name in the country
 * lookup, never assumed to be 'IN'.
 */
export const defaultCountryQuery = {
  queryKey: ['countries', 'default'],
  queryFn: async (): Promise<string | null> => {
    const { data } = await api.POST('/country-list', { body: { pageNumber: 1, pageSize: 15, SearchText: DEFAULT_COUNTRY_NAME, isDropDown: true } })
    return data!.data.countryList.find((c) => c.countryName.trim().toUpperCase() === DEFAULT_COUNTRY_NAME)?.countryCode ?? null
  },
  staleTime: Infinity,
} as const

/**
 * Spec 2 §9: while `active` (a new record) and no country is chosen, India is. The field's default moves
 * with it, so a New left as it started has no unsaved changes to ask about.
 */
function useDefaultCountry(name: string, active: boolean) {
  const { resetField } = useFormContext()
  const value = (useWatch({ name }) as string | undefined) ?? ''
  const { data: india } = useQuery({ ...defaultCountryQuery, enabled: active })
  useEffect(() => {
    if (active && india && !value) resetField(name, { defaultValue: india })
  }, [active, india, value, name, resetField])
}

/** Countries, searched by name or code on the provider. */
export const CountryPicker = (props: PickerProps) => (
  <Lookup
    {...props}
    queryKey={['countries']}
    load={async (SearchText, pageSize) =>
      (await api.POST('/country-list', { body: { pageNumber: 1, pageSize, SearchText, isDropDown: true } })).data!.data.countryList.map((c) => ({ value: c.countryCode, label: c.countryName }))
    }
  />
)

/** The states of one country; disabled until the country is chosen. */
export const StatePicker = ({ countryCode, ...props }: PickerProps & { countryCode: string }) => (
  <Lookup {...props} waitsFor={countryCode} queryKey={['states', countryCode]} load={(SearchText, pageSize) => loadStates(countryCode, SearchText, pageSize)} />
)

/**
 * Country, then the states of that country (spec 3 §2.6, spec 2 §4): a new country clears the state and
 * `alsoClear`, the fields that hang on the state such as its courts; a new state clears `alsoClear` too.
 * `indiaByDefault` (a new record) chooses India while no country is chosen (spec 2 §9); `stateHint` is
 * said under the state.
 */
export function CountryStateFields({
  country = 'countryCode',
  state = 'stateCode',
  labels,
  alsoClear = [],
  indiaByDefault = false,
  stateHint,
}: {
  country?: string
  state?: string
  labels?: [string, string]
  alsoClear?: string[]
  indiaByDefault?: boolean
  stateHint?: ReactNode
}) {
  const t = useTexts()
  const [countryLabel, stateLabel] = labels ?? [t.country, t.state]
  const { setValue } = useFormContext()
  const countryCode = (useWatch({ name: country }) as string | undefined) ?? ''
  const clear = (names: string[]) => names.forEach((name) => setValue(name, '', { shouldDirty: true }))
  useDefaultCountry(country, indiaByDefault)
  return (
    <>
      <CountryPicker name={country} label={countryLabel} required onValueChange={() => clear([state, ...alsoClear])} />
      <StatePicker
        name={state}
        label={stateLabel}
        hint={stateHint}
        countryCode={countryCode}
        required
        onValueChange={alsoClear.length ? () => clear(alsoClear) : undefined}
      />
    </>
  )
}

/** Court types. */
export const CourtTypePicker = (props: PickerProps) => (
  <Lookup
    {...props}
    queryKey={['court-types']}
    load={async (SearchText, pageSize) =>
      (await api.POST('/court-type-master-list', { body: { pageNumber: 1, pageSize, SearchText, isDropdown: true } })).data!.data.courtTypeMasterList.map((t) => ({
        value: t.courtTypeCode,
        label: t.courtTypeName,
      }))
    }
  />
)

/** Court types as a native select: they are few, so every one is shown at once (the court master). */
export const CourtTypeSelect = (props: Omit<ComponentProps<typeof LookupSelect>, 'queryKey' | 'load'>) => (
  <LookupSelect
    {...props}
    queryKey={['court-types']}
    load={async () =>
      (await api.POST('/court-type-master-list', { body: { pageNumber: 1, pageSize: 1000, isDropdown: true } })).data!.data.courtTypeMasterList.map((t) => ({
        value: t.courtTypeCode,
        label: t.courtTypeName,
      }))
    }
  />
)

/** The courts of one state, disabled until the state is chosen; every court when no state is asked for (`stateCode` left out). */
export const CourtPicker = ({ stateCode, ...props }: PickerProps & { stateCode?: string }) => (
  <Lookup {...props} waitsFor={stateCode} queryKey={['courts', stateCode]} load={(SearchText, pageSize) => loadCourts(stateCode, SearchText, pageSize)} />
)

/** Case types, of one court when it is given. */
export const CaseTypePicker = ({ courtCode, ...props }: PickerProps & { courtCode?: string }) => (
  <Lookup
    {...props}
    waitsFor={courtCode}
    queryKey={['case-types', courtCode]}
    load={(SearchText, pageSize) => loadCaseTypes(courtCode, SearchText, pageSize)}
  />
)

/** Litigation types. */
export const LitigationPicker = (props: PickerProps) => (
  <Lookup
    {...props}
    queryKey={['litigations']}
    load={async (SearchText, pageSize) =>
      (await api.POST('/litigation-list', { body: { pageNumber: 1, pageSize, SearchText } })).data!.data.litigationList.map((l) => ({ value: l.litigationCode, label: l.litigationName }))
    }
  />
)

/** The details of one litigation type; disabled until the litigation is chosen. */
export const LitigationDetailPicker = ({ litigationCode, ...props }: PickerProps & { litigationCode: string }) => (
  <Lookup
    {...props}
    waitsFor={litigationCode}
    queryKey={['litigation-details', litigationCode]}
    load={async (SearchText, pageSize) =>
      narrow(
        (await api.POST('/litigation-type-Detail-list', { body: { LitigationCode: litigationCode, isDropDown: true } })).data!.data.litigationTypeDetailList.map((d) => ({
          value: d.subLitigationCode,
          label: d.litigationTypeDetailName,
        })),
        SearchText,
        pageSize,
      )
    }
  />
)

/** Security roles. */
export const RolePicker = (props: PickerProps) => (
  <Lookup
    {...props}
    queryKey={['roles']}
    load={async (SearchText, pageSize) => {
      const encryptedUserId = useSessionStore.getState().session?.encryptedSecurityUserId ?? ''
      const { data } = await api.POST('/role-master-list', { body: { encryptedUserId, pageNumber: 1, pageSize, SearchText } })
      return (data!.data.roleMasterList ?? data!.data.roleList ?? []).map((r) => ({ value: r.roleId, label: r.roleName }))
    }}
  />
)

/** Advocates (the administrator's picker); the value is the encrypted advocate code. */
export const AdvocatePicker = (props: PickerProps) => (
  <Lookup
    {...props}
    queryKey={['advocates']}
    load={async (SearchText, pageSize) =>
      (await api.POST('/advocate-list', { body: { pageNumber: 1, pageSize, SearchText, isDropdown: true } })).data!.data.advocateList.map((a) => ({
        value: a.encryptedAdvocateCode,
        label: a.advocateName,
      }))
    }
  />
)

/** The clients of an advocate (the user's own unless one is named); the value is the client code. */
export const ClientPicker = ({ advocateCode, ...props }: PickerProps & { advocateCode?: string }) => {
  const EncryptedAdvocateCode = advocateCode ?? currentAdvocateCode()
  return (
    <Lookup
      {...props}
      waitsFor={EncryptedAdvocateCode}
      queryKey={['clients', EncryptedAdvocateCode]}
      load={async (SearchText, pageSize) =>
        (await api.POST('/client-list', { body: { pageNumber: 1, pageSize, SearchText, EncryptedAdvocateCode, isDropDown: true } })).data!.data.clientList.map((c) => ({
          value: c.clientCode,
          label: c.clientName,
        }))
      }
    />
  )
}

/** The cases of one client, as 'case no - title'; disabled until the client is chosen. The value is the case number. */
export const ClientCasePicker = ({ clientCode, advocateCode, ...props }: PickerProps & { clientCode: string; advocateCode?: string }) => {
  const EncryptedAdvocateCode = advocateCode ?? currentAdvocateCode()
  return (
    <Lookup
      {...props}
      waitsFor={clientCode}
      queryKey={['client-cases', EncryptedAdvocateCode, clientCode]}
      load={async (search, pageSize) => {
        // The call answers every case of the client: the text narrows them here.
        const { data } = await api.POST('/get-client-case-master-list', { body: { EncryptedAdvocateCode, ClientCode: clientCode } })
        return narrow(
          data!.data.caseMasterList.map((c) => ({ value: c.caseNo, label: `${c.caseNo} - ${c.caseTitle}` })),
          search,
          pageSize,
        )
      }}
    />
  )
}
