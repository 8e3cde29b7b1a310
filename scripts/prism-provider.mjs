// A stateless stand-in provider for the production build: Prism serving openapi/case-diary.yaml.
// Prism ignores `servers` base paths (stoplightio/prism#906), so the app's `/api/login` would not
// match `/login`. This writes a copy of the contract with the base path put in front of every path
// and serves that copy. Usage: node scripts/prism-provider.mjs [port]   (default 4010)
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'yaml'

const port = process.argv[2] ?? '4010'
const contract = parse(readFileSync(new URL('../openapi/case-diary.yaml', import.meta.url), 'utf8'))
const base = (contract.servers?.[0]?.url ?? '').replace(/\/$/, '')
contract.paths = Object.fromEntries(Object.entries(contract.paths).map(([path, item]) => [`${base}${path}`, item]))
contract.servers = [{ url: '/' }]
const file = join(mkdtempSync(join(tmpdir(), 'case-diary-prism-')), 'case-diary.json')
writeFileSync(file, JSON.stringify(contract))

const prism = spawn('npx', ['prism', 'mock', '-h', '127.0.0.1', '-p', port, '-d', '--seed', '42', file], { stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => prism.kill(signal))
prism.on('exit', (code) => process.exit(code ?? 0))
