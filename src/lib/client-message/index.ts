export * from './templates'
export * from './links'
export * from './compose'
