// Loads the mock provider's TypeScript in Node through Vite's module runner (the same aliases as the app),
// for the scripts that run the mock outside the browser: `npm run provider`, the demo draws generator.
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

export const root = fileURLToPath(new URL('..', import.meta.url))

export function mockLoader() {
  return createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    resolve: { alias: { '@': `${root}src`, '@mocks': `${root}mocks` } },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
}
