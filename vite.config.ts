/// <reference types="vitest/config" />
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { patience, TIMEOUT_SCALE } from './tests/timeouts.ts'

const WORKER = 'mockServiceWorker.js'
/** The fixed test day first: the mock provider that tests/setup.ts starts builds its seed on it. */
const SETUP = ['./tests/setup-clock.ts', './tests/setup.ts']
/** Test files of data and rules (.ts) that still use a document, a window or web storage. */
const NEEDS_DOM = ['src/features/auth/navigation.test.ts', 'src/i18n/texts.test.ts', 'src/case-actions/hearings-ics.test.ts', 'src/session/session-store.test.ts', 'src/lib/date-schema.test.ts', 'mocks/worker-control.test.ts', 'mocks/browser.test.ts', 'tests/contract/advocates-profile.test.ts']
/**
 * Test files that run in a fresh module graph of their own. The rest share one per worker (isolate: false), which took
 * the suite from 545 s to about 290 s on a 2-core CI machine: each file no longer loads the app, the mock provider and the
 * contract's validator again. These cannot share: one replaces a module (vi.mock); three say which of two areas' words
 * a translated message takes, which depends on the areas loaded before it (src/i18n/texts.ts); and the files that
 * render a page in a router of their own (tests/support/render-page.tsx): after one of them, a later file's whole app
 * was drawn inside that router's root, its "Elsewhere" link included (CI saw it under axe).
 */
const isolatedTests = () => [
  'src/app/update-notice.test.tsx',
  'src/i18n/texts.test.ts',
  'src/features/profile/profile.test.tsx',
  'src/features/welcome/welcome-languages.test.tsx',
  // Read only for a test run (Vitest's mode), not for every build and dev server start.
  ...(readdirSync('src', { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => file.endsWith('.test.tsx') && readFileSync(join('src', file), 'utf8').includes('renderPage('))
    .map((file) => join('src', file)),
]
const workerSource = () => readFileSync(new URL('./mocks/public/' + WORKER, import.meta.url), 'utf8')

/**
 * The MSW worker lives in mocks/public, not public/, so the production bundle never ships it.
 * Dev serves it; the demo build has its own worker, msw's behind the app's files (installableApp), and a 404.html
 * SPA fallback for static hosts.
 */
function mockProvider(withMock: boolean): Plugin {
  return {
    name: 'case-diary:mock-provider',
    configureServer(server) {
      if (!withMock) return
      server.middlewares.use('/' + WORKER, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript')
        res.end(workerSource())
      })
    },
    // index.html is written last, so the SPA fallback is copied once the bundle is on disk.
    writeBundle(options) {
      if (withMock && options.dir) copyFileSync(join(options.dir, 'index.html'), join(options.dir, '404.html'))
    },
  }
}

/**
 * QUALITY §14: the Content-Security-Policy of each build. `vite preview` serves it (so the end-to-end
 * run checks it) and every build writes it to `_headers` for static hosts that read that file; other
 * hosts copy it into their configuration. The demo adds `worker-src 'self'` for the mock's service worker and
 * 'wasm-unsafe-eval' for the mock's PDF shaping.
 */
export function securityHeaders(withMock: boolean, apiBase: string | undefined): Record<string, string> {
  const api = apiBase ? ` ${new URL(apiBase).origin}` : ''
  const csp = [
    "default-src 'self'",
    // The demo's report worker shapes Devanagari with HarfBuzz, WebAssembly: compiling it needs 'wasm-unsafe-eval'
    // (it allows WebAssembly only, not eval). The production app runs no WebAssembly of its own.
    withMock ? "script-src 'self' 'wasm-unsafe-eval'" : "script-src 'self'",
    // React's style attributes and the toast library's injected stylesheet.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${api}`,
    ...(withMock ? ["worker-src 'self'"] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
  return { 'Content-Security-Policy': csp, 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' }
}

const APP_FILES = {
  globPatterns: ['**/*.{js,mjs,css,html,woff2,svg,png}'],
  // The PDF reader and the spreadsheet library are the largest chunks (about 1.4 MB and 0.9 MB): cached too.
  maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
}

/**
 * Issue 23: the app installs, and opens with no signal. Workbox (through vite-plugin-pwa) caches every chunk, style,
 * font and icon of the build ahead of time; a page address opens the cached app. `/api` is never cached: answers always
 * come from the provider (the court day's device copy is the app's own store). A new version waits until the user
 * chooses Reload (src/app/update-notice.tsx).
 * The demo build's worker is msw's with the app's files before it (mocks/mockServiceWorker.ts): the scope has room
 * for one worker. It also keeps the mock's reports' fonts and shaper, so the demo's reports build offline. A new demo
 * version takes over once no page of the demo is open (mocks/worker/app-files.ts). Development has no app worker.
 */
function installableApp(mode: string) {
  const demo = mode === 'demo'
  return VitePWA({
    disable: mode === 'development' || mode === 'test',
    registerType: 'prompt',
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    // The icons are in the list of files cached already (and the plugin adds the manifest itself).
    includeManifestIcons: false,
    manifest: {
      name: 'Case Diary',
      short_name: 'Case Diary',
      description: 'Clients, court cases, hearing dates and reports for advocates.',
      lang: 'en',
      // The court day for a user whose menu has it, else the dashboard (src/routes/start.tsx).
      start_url: '/start',
      scope: '/',
      display: 'standalone',
      theme_color: '#1e3a5f',
      background_color: '#f1f5f9',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    ...(demo
      ? {
          strategies: 'injectManifest' as const,
          srcDir: 'mocks',
          filename: WORKER.replace(/\.js$/, '.ts'),
          injectManifest: { ...APP_FILES, globPatterns: ['**/*.{js,mjs,css,html,woff2,svg,png,ttf,wasm}'], rollupFormat: 'iife' as const },
        }
      : {
          workbox: {
            ...APP_FILES,
            navigateFallback: '/index.html',
            navigateFallbackDenylist: [/^\/api\//],
            cleanupOutdatedCaches: true,
          },
        }),
  })
}

function headersFile(headers: Record<string, string>): Plugin {
  return {
    name: 'case-diary:headers-file',
    apply: 'build',
    writeBundle(options) {
      if (options.dir) writeFileSync(join(options.dir, '_headers'), `/*\n${Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`).join('\n')}\n`)
    },
  }
}

export default defineConfig(({ mode }) => {
  const withMock = mode === 'development' || mode === 'demo' || mode === 'test'
  const isolated = mode === 'test' ? isolatedTests() : []
  const headers = securityHeaders(withMock, process.env.VITE_API_BASE_URL ?? loadEnv(mode, process.cwd(), 'VITE_').VITE_API_BASE_URL)
  return {
    plugins: [
      tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' }),
      react(),
      tailwindcss(),
      mockProvider(withMock),
      installableApp(mode),
      headersFile(headers),
    ],
    resolve: {
      alias: {
        '@': new URL('./src', import.meta.url).pathname,
        '@mocks': new URL('./mocks', import.meta.url).pathname,
        // msw keeps cookies through tough-cookie and its public-suffix list (190 KB); the mock sets none, so the browser
        // builds of the mock (the demo and development) load an empty jar instead (mocks/no-cookie-jar.ts): the
        // demo's mock chunk 122 → 38 KB gzip, parsed on the page's thread before its first data. Node's tests keep msw's own.
        ...(withMock && mode !== 'test' ? { 'tough-cookie': new URL('./mocks/no-cookie-jar.ts', import.meta.url).pathname } : {}),
      },
    },
    // Both workers are started as modules ({ type: 'module' }); the report worker's HarfBuzz (Devanagari shaping)
    // waits for its WebAssembly at the top of its module, which only an ES module worker allows.
    worker: { format: 'es' },
    build: {
      outDir: process.env.OUT_DIR ?? (mode === 'demo' ? 'dist-demo' : 'dist'),
      sourcemap: false,
      target: 'es2022',
      manifest: true,
      // Every page's entry carries the names of the chunks each lazy part needs (its preload list), and every chunk
      // names the chunks it imports: a chunk is named by its hash alone (1.3 KB gzip off /login, 2 KB off /dashboard).
      // Seven characters (rolldown's least for this many chunks) tell them apart as well as eight. The build's
      // manifest (.vite/manifest.json) says which source each chunk holds.
      rolldownOptions: { output: { chunkFileNames: 'assets/[hash:7].js' } },
      // The dashboard's last area (tomorrow's clients, below the fold) loads after the page: the page does not
      // carry the list of that area's chunks to preload (its size budget); they load when the area does.
      // Parts that load after their page (tomorrow's clients, the diary check, the day's clashes) and the two pages of
      // cause lists carry no preload list: every page's route table, and the dashboard, stay within their budgets.
      modulePreload: { resolveDependencies: (file, deps, { hostType }) => (hostType === 'js' && /tell-client|diary-check-tile|day-clashes|cause-list|diary-hygiene|export-run|xlsx|import-export/.test(file) ? [] : deps) },
    },
    server: { port: 5173 },
    preview: { port: 4173, headers },
    test: {
      restoreMocks: true,
      // Vitest leaves a core to itself by default: on a 2-core CI machine that is one worker, and the run took
      // 1,000–1,140 s. The main process mostly waits once the files are transformed; two workers took 579 s.
      maxWorkers: '100%',
      testTimeout: patience(15_000),
      // On CI a failed test runs once more, as the end-to-end tests do: a test that fails twice still fails the run.
      retry: process.env.CI ? 1 : 0,
      hookTimeout: patience(10_000),
      // The same factor reaches the workers, so Testing Library's waits scale with the test limits.
      env: { TEST_TIMEOUT_SCALE: String(TIMEOUT_SCALE) },
      // Starting jsdom costs every file about a second: tests of data, rules and the provider run in
      // plain Node; components (.tsx) and the few .ts files that need a document run in jsdom.
      projects: [
        { extends: true, test: { name: 'dom', environment: 'jsdom', isolate: false, setupFiles: SETUP, include: ['src/**/*.test.tsx', 'tests/unit/**/*.test.tsx', ...NEEDS_DOM], exclude: isolated } },
        { extends: true, test: { name: 'dom-isolated', environment: 'jsdom', setupFiles: SETUP, include: isolated } },
        { extends: true, test: { name: 'node', environment: 'node', isolate: false, setupFiles: ['./tests/setup-node.ts', ...SETUP], include: ['src/**/*.test.ts', 'mocks/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/contract/**/*.test.ts'], exclude: NEEDS_DOM } },
      ],
    },
  }
})
