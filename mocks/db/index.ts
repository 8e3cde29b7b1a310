export type * from './types'
export { DEMO_ACCOUNTS, findUserByIdentifier, type DemoAccount } from './accounts'
export { addDays, daysBetween, isIsoDate, monthOf, weekday } from './dates'
export { decryptId, encryptId } from './ids'
export {
  BACKUP_KEY, DEFAULT_SEED, MAX_STORED_CHARS, NOTICES, STORAGE_KEY, STORE_VERSION, createStore, needsBuild, parseStored,
  type Store, type StoreOptions, type StoredDb, type StoredOptions,
} from './store'
export { PRIMARY_KEYS, TABLES, emptyDb, isDbData, nextId } from './tables'
export { DEMO_ADVOCATE_CODE } from './generators/advocates'
export { ADMIN_LIST_PAGES, ADMIN_PAGES, ADVOCATE_PAGES, STAFF_PAGES, treeIdsFor, withAncestors } from './generators/menu'
