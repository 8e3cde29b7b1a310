import { defineConfig } from '@playwright/test'
import { patience } from './tests/timeouts.ts'
import { PROD_APP, PROVIDER, UPSTREAM_PORT } from './tests/e2e/origins.ts'

/** Debian's chromium by default; CHROMIUM_PATH points elsewhere (macOS, Windows, Playwright's own build). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
// E2E_DEMO_PORT runs a second copy beside a first (another checkout); E2E_DEMO_ONLY leaves out the
// stand-in provider and its build, which only the production-build, CSP and Prism-proxy tests need.
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
    // Recording a trace costs every test about a fifth of its time (a spec pair: 107 s with it, 89 s without). On CI a
    // trace is recorded when a failed test runs again; on a desk, every test records one and keeps it if it fails.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
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
            // The stateful provider the production build's calls reach, behind the validator below.
            command: `node scripts/provider.mjs --port ${UPSTREAM_PORT}`,
            url: `http://127.0.0.1:${UPSTREAM_PORT}/api/get-key-combination-list`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
          {
            // Prism's validation proxy (--errors): a request or answer outside the contract fails its call.
            command: `node scripts/prism-provider.mjs --proxy http://127.0.0.1:${UPSTREAM_PORT} ${new URL(PROVIDER).port}`,
            url: `${PROVIDER}/api/get-key-combination-list`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
          {
            command: `npx vite preview --outDir dist-prism --port ${new URL(PROD_APP).port} --strictPort --host 127.0.0.1`,
            url: PROD_APP,
            // The preview's Content-Security-Policy lets the page reach this build's provider.
            env: { VITE_API_BASE_URL: PROVIDER },
            reuseExistingServer: !process.env.CI,
          },
        ]),
  ],
})
