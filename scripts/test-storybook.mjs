// `npm run test:storybook`: every story of the static Storybook (storybook-static/, from
// `npm run build-storybook`) rendered in Chromium, its play function run and axe's checks applied.
// Extra arguments go to the test runner, e.g. `npm run test:storybook -- src/features/client`;
// `--report=FILE` writes Jest's JSON results to FILE.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createWriteStream, existsSync, mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { preview, runnerImport } from 'vite'

const OUT = 'storybook-static'
if (!existsSync(`${OUT}/index.json`)) {
  console.error(`No ${OUT}/: run npm run build-storybook first.`)
  process.exit(1)
}

// Plain static serving: no app config (its Content-Security-Policy would block Storybook's own scripts).
// Port 0: any free port, so runs beside a dev server or another worktree's run do not collide.
const server = await preview({ configFile: false, logLevel: 'warn', build: { outDir: OUT }, preview: { port: 0, host: '127.0.0.1' } })
const url = server.resolvedUrls?.local[0]
console.log(`Storybook served at ${url}`)

// The suite's one timeout policy: limits for a quiet machine, scaled when it is busy (limits, not delays).
const { module: timeouts } = await runnerImport('./tests/timeouts.ts')
// A story's first data comes from the mock in its page, beside another story's browser: 5 s on a quiet machine (CI
// once saw a case's details take more than 6 s, its limit then, with two runners on two cores).
const limits = { STORY_PATIENCE: String(timeouts.patience(5000)) }
// `--report=FILE`: Jest's JSON results in FILE (the runner prints them on stdout; its progress goes to stderr).
const report = process.argv.find((a) => a.startsWith('--report='))?.slice('--report='.length)
const extra = process.argv.slice(2).filter((a) => !a.startsWith('--report='))
const args = ['test-storybook', '--url', url, '--config-dir', '.storybook', '--maxWorkers=2', `--testTimeout=${timeouts.patience(15000)}`, '--disable-telemetry', ...(report ? ['--json'] : []), ...extra]
// Not spawnSync: this process serves the pages while the runner runs.
const runner = spawn('npx', args, { stdio: ['inherit', report ? 'pipe' : 'inherit', 'inherit'], env: { ...process.env, ...limits } })
if (report) {
  mkdirSync(dirname(report), { recursive: true })
  runner.stdout.pipe(createWriteStream(report))
}
const [code] = await once(runner, 'close')
await server.close()
process.exit(code ?? 1)
