import { createStore, type Store, type StoreOptions } from './db'

/**
 * The one live store of the mock provider. Handlers read it through `db()`; the browser and Node
 * entry points create it once (`startProvider`) and tests restore the pristine seed after each test.
 */
let store: Store | null = null

export function startProvider(options: StoreOptions): Store {
  store = createStore(options)
  return store
}

export function provider(): Store {
  if (!store) throw new Error('The mock provider has not been started (mocks/browser.ts, mocks/node.ts or the Storybook preview start it).')
  return store
}

export const db = () => provider().db

/** Saves after a change; the browser store writes local storage, the Node store keeps memory only. */
export const commit = () => provider().save()

export { localToday } from './today'
