import { api } from '@/api/client'
import { errorMessage } from '@/api/errors'
import type { components } from '@/api/schema.gen'
import { toast } from '@/components/toast'
import { SaveStopped, defineModule } from '@/shell/define-module'
import { auditName } from '@/session/session-store'
import { CountryFields } from './country-fields'
import { deleteColumn } from '@/shell/row-actions'
import { TEXTS, texts } from './texts'
import { EMPTY, MESSAGES, countryPayload, countrySchema, statePayload, type CountryForm } from './schema'

type CountryRow = components['schemas']['CountryRow']

async function fetchCountry(countryCode: string) {
  const { data } = await api.POST('/get-country-master-detail', { body: { countryCode } })
  return data!.data
}

const toForm = (country: components['schemas']['Country']): CountryForm => ({
  countryName: country.countryName,
  countryCode: country.countryCode,
  states: country.states.map((s) => ({ encryptedStateCode: s.encryptedStateCode ?? '', stateCode: s.stateCode, stateName: s.stateName })),
  removedStates: [],
})

/**
 * The form as the user left it, with the ids the provider gave the rows it added (matched by name):
 * what the form shows after a save, or after a save that stopped half-way, so the next save updates
 * those rows instead of adding them twice.
 */
async function withProviderIds(values: CountryForm, countryCode: string, removedStates: string[]): Promise<CountryForm> {
  const saved = await fetchCountry(countryCode).catch(() => null)
  const idOf = (name: string) => saved?.states.find((s) => s.stateName.toLowerCase() === name.trim().toLowerCase())?.encryptedStateCode ?? ''
  return {
    ...values,
    countryCode: saved?.countryCode ?? values.countryCode,
    states: values.states.map((s) => (s.encryptedStateCode ? s : { ...s, encryptedStateCode: idOf(s.stateName) })),
    removedStates,
  }
}

/** Spec 3 §4: update the country, delete removed states, then update or add states; stop at the first failure. */
async function updateCountry(id: string, values: CountryForm) {
  const country = countryPayload(values)
  try {
    await api.POST('/update-country-master', { body: { ...country, encryptedCountryCode: id, modifyUser: auditName() } })
  } catch (error) {
    throw new SaveStopped(texts().messages.stepCountry(errorMessage(error)), {})
  }
  // The provider may have made the code (left empty).
  const countryCode = country.countryCode || (await fetchCountry(values.countryCode).catch(() => null))?.countryCode || ''
  const removed = [...values.removedStates]
  while (removed.length) {
    try {
      await api.DELETE('/delete-state-master-detail', { body: { EncryptedStateCode: removed[0] } })
      removed.shift()
    } catch (error) {
      throw new SaveStopped(texts().messages.stepDelete(errorMessage(error)), { values: await withProviderIds(values, countryCode, removed) })
    }
  }
  if (values.removedStates.length) toast.success(MESSAGES.statesDeleted)
  for (const row of values.states) {
    const body = { ...statePayload(row), encryptedCountryCode: id, countryCode }
    try {
      if (row.encryptedStateCode) await api.POST('/update-state-master', { body: { ...body, encryptedStateCode: row.encryptedStateCode, modifyUser: auditName() } })
      else await api.POST('/add-state-master', { body: { ...body, addUser: auditName() } })
    } catch (error) {
      throw new SaveStopped(texts().messages.stepState(row.stateName.trim().toUpperCase(), errorMessage(error)), { values: await withProviderIds(values, countryCode, []) })
    }
  }
  return { message: MESSAGES.updated, values: await withProviderIds(values, countryCode, []) }
}

/** Spec 3 §2.4: countries with their states, edited together. */
export const countryModule = defineModule({
  title: TEXTS.title,
  listTab: TEXTS.listTab,
  detailTab: TEXTS.detailTab,
  list: {
    path: '/country-list',
    rows: (data) => data.countryList,
    columns: [
      { header: TEXTS.countryCode, accessorKey: 'countryCode' },
      { header: TEXTS.countryName, accessorKey: 'countryName' },
      deleteColumn({
        label: (row: CountryRow) => texts().deleteCountry(row.countryName),
        question: MESSAGES.askDelete,
        remove: async (row) => (await api.DELETE('/delete-country-master-detail', { body: { EncryptedCountryCode: row.encryptedCountryCode ?? '' } })).data!.message,
      }),
    ],
    rowId: (row: CountryRow) => row.countryCode,
    failedText: MESSAGES.listFailed,
  },
  form: { schema: countrySchema, empty: EMPTY, Fields: CountryFields },
  idOf: (row) => row.encryptedCountryCode ?? '',
  load: async (row) => toForm(await fetchCountry(row.countryCode)),
  create: async (values) => {
    const { data } = await api.POST('/add-country-master', {
      body: { ...countryPayload(values), states: values.states.map(statePayload), addUser: auditName() },
    })
    const countryCode = data!.data.countryCode ?? values.countryCode
    return { message: data!.message, id: data!.data.encryptedCountryCode, values: await withProviderIds(values, countryCode, []) }
  },
  update: updateCountry,
})
