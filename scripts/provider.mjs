// `npm run provider -- --port 4800 [--host 127.0.0.1]`: the mock provider over HTTP at http://HOST:PORT/api,
// with the same handlers, rules and seeded demo data as the app's mock (memory only). Vite loads the
// TypeScript sources, so nothing has to be built first.
import { parseArgs } from 'node:util'
import { mockLoader } from './mock-loader.mjs'

const { values } = parseArgs({ options: { port: { type: 'string', default: '4800' }, host: { type: 'string', default: '127.0.0.1' } } })
const vite = await mockLoader()
const { startHttpProvider, demoAccountLines } = await vite.ssrLoadModule('/mocks/http-server.ts')
const { url } = await startHttpProvider({ port: Number(values.port), host: values.host })
console.log(`Case Diary mock provider listening on ${url}\nDemo accounts (user, password, role):\n${demoAccountLines()}`)
const stop = async () => {
  await vite.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
