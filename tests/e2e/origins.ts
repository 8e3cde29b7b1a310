/**
 * Where the production build's tests find their servers. Each port may be moved (a second checkout beside
 * the first): E2E_PROD_PORT for the build's preview, E2E_PRISM_PORT for the provider the build calls
 * (Prism's validation proxy; the build must be made with VITE_API_BASE_URL on that port, as npm test does),
 * E2E_UPSTREAM_PORT for the stateful mock provider behind it.
 */
const port = (name: string, fallback: string) => process.env[name] ?? fallback

export const PROD_APP = `http://127.0.0.1:${port('E2E_PROD_PORT', '4174')}`
export const PROVIDER = `http://127.0.0.1:${port('E2E_PRISM_PORT', '4010')}`
export const UPSTREAM_PORT = port('E2E_UPSTREAM_PORT', '4011')
