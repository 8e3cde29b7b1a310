// `npm run provider -- --port 4800 [--host 127.0.0.1]`: the mock provider over HTTP at http://HOST:PORT/api,
// with the same handlers, rules and seeded demo data as the app's mock (memory only). Vite loads the
// TypeScript sources, so nothing has to be built first.
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { createServer } from 'vite'

const { values } = parseArgs({ options: { port: { type: 'string', default: '4800' }, host: { type: 'string', default: '127.0.0.1' } } })
const root = fileURLToPath(new URL('..', import.meta.url))
const vite = await createServer({
  root,
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, watch: null },
  resolve: { alias: { '@': `${root}src`, '@mocks': `${root}mocks` } },
  optimizeDeps: { noDiscovery: true, include: [] },
})
const { startHttpProvider, demoAccountLines } = await vite.ssrLoadModule('/mocks/http-server.ts')
const { url } = await startHttpProvider({ port: Number(values.port), host: values.host })
console.log(`Case Diary mock provider listening on ${url}\nDemo accounts (user, password, role):\n${demoAccountLines()}`)
const stop = async () => {
  await vite.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
