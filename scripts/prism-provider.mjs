// Prism on openapi/case-diary.yaml, in one of two modes:
//   node scripts/prism-provider.mjs [port]                     a stateless mock (default port 4010)
//   node scripts/prism-provider.mjs --proxy <upstream> [port]  a validation proxy in front of a real
//     provider (e.g. `npm run provider`): every request and answer is checked against the contract;
//     with --errors a request outside it is answered 422 (401 without its token) and an answer outside
//     it 500, both naming the violations in the `sl-violations` header.
// Prism ignores `servers` base paths (stoplightio/prism#906), so the app's `/api/login` would not
// match `/login`. Both modes serve a copy of the contract with the base path put in front of every path.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { parse } from 'yaml'

const { values, positionals } = parseArgs({ options: { proxy: { type: 'string' } }, allowPositionals: true })
const port = positionals[0] ?? '4010'
const contract = parse(readFileSync(new URL('../openapi/case-diary.yaml', import.meta.url), 'utf8'))
const base = (contract.servers?.[0]?.url ?? '').replace(/\/$/, '')
contract.paths = Object.fromEntries(Object.entries(contract.paths).map(([path, item]) => [`${base}${path}`, item]))
contract.servers = [{ url: '/' }]
const file = join(mkdtempSync(join(tmpdir(), 'case-diary-prism-')), 'case-diary.json')
writeFileSync(file, JSON.stringify(contract))

const listen = ['-h', '127.0.0.1', '-p', port]
const args = values.proxy
  ? // The upstream's paths already start with the base path, as the copy's do.
    ['proxy', ...listen, '--errors', file, values.proxy.replace(/\/api\/?$/, '')]
  : ['mock', ...listen, '-d', '--seed', '42', file]
const prism = spawn('npx', ['prism', ...args], { stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => prism.kill(signal))
prism.on('exit', (code) => process.exit(code ?? 0))
