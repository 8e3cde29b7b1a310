// `npm run verify:provider -- --base URL [...]`: checks a provider against the contract (see the README,
// "Verifying a provider"). The kit's TypeScript is loaded through Vite's module runner, so nothing is built first.
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

const root = fileURLToPath(new URL('..', import.meta.url))
const vite = await createServer({
  root,
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
})
let code = 2
try {
  const { main } = await vite.ssrLoadModule('/verify/cli.ts')
  code = await main(process.argv.slice(2))
} finally {
  await vite.close()
}
process.exit(code)
