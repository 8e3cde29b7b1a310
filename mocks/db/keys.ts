/** Where the demo keeps its data in local storage (a module of its own: the page reads it without loading the store). */
export const STORAGE_KEY = 'case-diary:mock-db'
export const BACKUP_KEY = 'case-diary:mock-db:backup'
