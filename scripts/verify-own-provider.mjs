// `npm test`'s run of the verification kit against the project's own provider: starts `npm run provider`
// on a free port, runs every check (the mock is a test instance, so the writing checks run too) and stops it.
import { spawn, spawnSync } from 'node:child_process'
import { createServer } from 'node:net'

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address()
    probe.close(() => resolve(free))
  })
})
const provider = spawn(process.execPath, ['scripts/provider.mjs', '--port', String(port)], { stdio: ['ignore', 'pipe', 'inherit'] })
const base = await new Promise((resolve, reject) => {
  let out = ''
  provider.stdout.on('data', (chunk) => {
    out += chunk
    const url = /listening on (\S+)/.exec(out)?.[1]
    if (url) resolve(url)
  })
  provider.once('exit', (code) => reject(new Error(`the provider stopped (${code}): ${out}`)))
})
const run = spawnSync(process.execPath, ['scripts/verify-provider.mjs', '--base', base, ...process.argv.slice(2)], { stdio: 'inherit' })
provider.kill()
process.exit(run.status ?? 1)
