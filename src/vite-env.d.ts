/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The real provider's origin (e.g. https://provider.example.in); empty means the app's own origin. */
  readonly VITE_API_BASE_URL?: string
  /** 'true' in development and demo builds: the mock provider answers in the browser. */
  readonly VITE_MOCK?: string
  /** 'large' asks the mock provider for its large data set. */
  readonly VITE_MOCK_SCALE?: string
  /** The version the footer shows; the build's own unless set (the update test builds a second version). */
  readonly VITE_APP_VERSION?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
