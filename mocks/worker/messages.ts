/** What a demo page asks its service worker (./app-files.ts): keep the app's files for a start with no signal. */
export const KEEP_APP_FILES = 'KEEP_APP_FILES'

/**
 * An automated browser (navigator.webdriver) keeps them only when its local storage says so: every end-to-end test's
 * browser would otherwise copy the whole build (9.5 MB in 348 files) while its test runs, and only the offline tests
 * need it. They set this key.
 */
export const KEEP_APP_FILES_WHEN_AUTOMATED = 'case-diary:keep-app-files'
