// Prism on openapi/case-diary.yaml, in one of two modes:
//   node scripts/prism-provider.mjs [port]                     a stateless mock (default port 4010)
//   node scripts/prism-provider.mjs --proxy <upstream> [port]  a validation proxy in front of a real
//     provider (e.g. `npm run provider`): every request and answer is checked against the contract;
//     with --errors a request outside it is answered 422 (401 without its token) and an answer outside
//     it 500, as problem+json listing the violations (an answer's also in the `sl-violations` header).
// Prism ignores `servers` base paths (stoplightio/prism#906), so the app's `/api/login` would not
// match `/login`. Both modes serve a copy of the contract with the base path put in front of every path.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { parse } from 'yaml'
import { inner, outer } from './binary-passthrough.mjs'

const { values, positionals } = parseArgs({ options: { proxy: { type: 'string' } }, allowPositionals: true })
const port = positionals[0] ?? '4010'
const contract = parse(readFileSync(new URL('../openapi/case-diary.yaml', import.meta.url), 'utf8'))
const base = (contract.servers?.[0]?.url ?? '').replace(/\/$/, '')
contract.paths = Object.fromEntries(Object.entries(contract.paths).map(([path, item]) => [`${base}${path}`, item]))
contract.servers = [{ url: '/' }]
const file = join(mkdtempSync(join(tmpdir(), 'case-diary-prism-')), 'case-diary.json')
writeFileSync(file, JSON.stringify(contract))

/** A port nothing listens on now, for a server of this script's own. */
const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
const local = (server, at) => new Promise((resolve) => server.listen(at, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)))

let args = ['mock', '-h', '127.0.0.1', '-p', port, '-d', '--seed', '42', file]
if (values.proxy) {
  // Prism listens inside, between the two servers that keep binary bodies whole (binary-passthrough.mjs).
  const upstream = await local(inner(new URL(values.proxy).origin), 0)
  const inside = await freePort()
  await local(outer(`http://127.0.0.1:${inside}`), Number(port))
  args = ['proxy', '-h', '127.0.0.1', '-p', String(inside), '--errors', file, upstream]
}
// Prism's own script, not through npx: a signal to npx would leave Prism running.
const cli = fileURLToPath(import.meta.resolve('@stoplight/prism-cli/dist/index.js'))
const prism = spawn(process.execPath, [cli, ...args], { stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => prism.kill(signal))
prism.on('exit', (code) => process.exit(code ?? 0))
