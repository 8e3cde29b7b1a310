import { defineConfig } from '@playwright/test'
import { patience } from './tests/timeouts.ts'

/** Debian's chromium by default; CHROMIUM_PATH points elsewhere (macOS, Windows, Playwright's own build). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
// E2E_DEMO_PORT runs a second copy beside a first (another checkout); E2E_DEMO_ONLY leaves out the
// stand-in provider and its build, which only the production-build and CSP tests need.
const DEMO_PORT = process.env.E2E_DEMO_PORT ?? '4173'
const DEMO = `http://127.0.0.1:${DEMO_PORT}`
const demoOnly = !!process.env.E2E_DEMO_ONLY

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // The suite's one timeout factor (tests/timeouts.ts): limits grow on a busy or CI machine.
  timeout: patience(45_000),
  expect: { timeout: patience(8_000) },
  // Its own folder: Playwright empties it first, and test-results/ also holds Vitest's results for the summary.
  outputDir: 'test-results/e2e',
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: DEMO,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Signs the demo accounts in once; tests that start signed in reuse the saved browser state.
    { name: 'setup', testMatch: /auth\.setup\.ts$/, use: { browserName: 'chromium' } },
    { name: 'chromium', use: { browserName: 'chromium' }, dependencies: ['setup'] },
  ],
  webServer: [
    {
      command: `npx vite preview --mode demo --outDir dist-demo --port ${DEMO_PORT} --strictPort --host 127.0.0.1`,
      url: DEMO,
      reuseExistingServer: !process.env.CI,
    },
    ...(demoOnly
      ? []
      : [
          {
            // Prism ignores the contract's `/api` base path; the script serves a copy with it in every path.
            command: 'node scripts/prism-provider.mjs 4010',
            url: 'http://127.0.0.1:4010/api/get-key-combination-list',
            ignoreHTTPSErrors: true,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
          {
            command: 'npx vite preview --outDir dist-prism --port 4174 --strictPort --host 127.0.0.1',
            url: 'http://127.0.0.1:4174',
            // The preview's Content-Security-Policy lets the page reach this build's provider.
            env: { VITE_API_BASE_URL: 'http://127.0.0.1:4010' },
            reuseExistingServer: !process.env.CI,
          },
        ]),
  ],
})
