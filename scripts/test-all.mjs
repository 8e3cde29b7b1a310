// `npm test`: every check the project owes, in order, stopping at the first failure.
// Ends with one line "N passed, N failed" counting the unit, contract, end-to-end and story tests.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'

const skipE2E = process.argv.includes('--no-e2e')
// The provider the production build's end-to-end tests call: Prism's validation proxy (playwright.config.ts).
const standIn = `http://127.0.0.1:${process.env.E2E_PRISM_PORT ?? '4010'}`
// A list of steps in one entry runs them side by side: checks that each keep one core busy (the type check and the lint,
// 35 s each) finish together on a 2-core machine. Their output is shown whole, each when it ends.
const steps = [
  [
    ['API types match the contract', 'node scripts/check-api-drift.mjs'],
    ['Contract lint (redocly)', 'npx redocly lint openapi/case-diary.yaml --format=stylish'],
    ['Contract lint (Spectral, OWASP API Security; .spectral.yaml says which rules are errors and why)', 'npx spectral lint openapi/case-diary.yaml --fail-severity=error --display-only-failures --quiet'],
    ['Every request value has a limit', 'node scripts/check-request-limits.mjs'],
  ],
  [
    ['Type check', 'npx tsc -p tsconfig.json'],
    ['Lint', 'npx eslint --max-warnings=0 .'],
  ],
  ['Unit, component and contract tests', 'npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json'],
  [
    ['Provider verification kit against npm run provider (0 findings)', 'node scripts/verify-own-provider.mjs --report test-results/verify-provider'],
    ['Dates in another time zone', 'npx vitest run src/lib --reporter=dot', { TZ: 'America/Los_Angeles' }],
  ],
  [
    ['Production build', 'npx vite build'],
    ['Demo build', 'npx vite build --mode demo'],
  ],
  [
    ['Production build against a stand-in provider', 'npx vite build', { OUT_DIR: 'dist-prism', VITE_API_BASE_URL: standIn }],
    // The next version of that build, for the update test (tests/e2e/update.spec.ts): only its footer's version differs.
    ['Its next version', 'npx vite build', { OUT_DIR: 'dist-prism-next', VITE_API_BASE_URL: standIn, VITE_APP_VERSION: '2.0.1' }],
    // And of the demo build, for the demo's update test (tests/e2e/update-demo.spec.ts).
    ['Its next demo version', 'npx vite build --mode demo', { OUT_DIR: 'dist-demo-next', VITE_APP_VERSION: '2.0.1' }],
  ],
  ['No mock in production', 'node scripts/check-prod-bundle.mjs'],
  ['Size budgets', 'node scripts/size-report.mjs --check'],
  ...(skipE2E ? [] : [['End-to-end tests (Chromium)', 'npx playwright test']]),
  ['Storybook builds', 'npx storybook build -o storybook-static --quiet'],
  ...(skipE2E ? [] : [['Stories as tests (every story rendered, its play function run and axe checked, in Chromium)', 'node scripts/test-storybook.mjs --report=test-results/storybook.json']]),
]

mkdirSync('test-results', { recursive: true })
const started = Date.now()
for (const entry of steps) {
  const group = Array.isArray(entry[0]) ? entry : [entry]
  const alone = group.length === 1
  const results = await Promise.all(group.map((step) => run(step, alone)))
  const failed = results.find((code) => code !== 0)
  if (failed !== undefined) {
    summary()
    process.exit(failed || 1)
  }
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`)
summary()

/** Runs one step; a step running beside others keeps its output until it ends, so the log reads one step at a time. */
async function run([name, command, env], alone) {
  const t = Date.now()
  if (alone) console.log(`\n▶ ${name}: ${command}`)
  const child = spawn(command, { shell: true, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } })
  const output = []
  child.stdout?.on('data', (chunk) => output.push(chunk))
  child.stderr?.on('data', (chunk) => output.push(chunk))
  const code = await new Promise((done) => child.on('close', (status) => done(status ?? 1)))
  const secs = ((Date.now() - t) / 1000).toFixed(1)
  if (!alone) process.stdout.write(`\n▶ ${name}: ${command}\n${Buffer.concat(output).toString()}`)
  if (code !== 0) console.error(`\n✖ ${name} failed after ${secs} s`)
  else console.log(`✔ ${name} (${secs} s)`)
  return code
}

function summary() {
  let passed = 0
  let failed = 0
  const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null)
  const vitest = read('test-results/vitest.json')
  if (vitest) {
    passed += vitest.numPassedTests
    failed += vitest.numFailedTests
  }
  const stories = read('test-results/storybook.json')
  if (stories) {
    passed += stories.numPassedTests
    failed += stories.numFailedTests
  }
  const e2e = read('test-results/playwright.json')
  if (e2e?.stats) {
    passed += e2e.stats.expected + (e2e.stats.flaky ?? 0)
    failed += e2e.stats.unexpected
  }
  console.log(`${passed} passed, ${failed} failed`)
}
