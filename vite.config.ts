/// <reference types="vitest/config" />
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'

const WORKER = 'mockServiceWorker.js'
const workerSource = () => readFileSync(new URL('./mocks/public/' + WORKER, import.meta.url), 'utf8')

/**
 * The MSW worker lives in mocks/public, not public/, so the production bundle never ships it.
 * Dev serves it; the demo build emits it next to a 404.html SPA fallback for static hosts.
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
    generateBundle() {
      if (withMock) this.emitFile({ type: 'asset', fileName: WORKER, source: workerSource() })
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
 * hosts copy it into their configuration. The demo adds `worker-src 'self'` for the mock's service worker.
 */
export function securityHeaders(withMock: boolean, apiBase: string | undefined): Record<string, string> {
  const api = apiBase ? ` ${new URL(apiBase).origin}` : ''
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
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
  const headers = securityHeaders(withMock, process.env.VITE_API_BASE_URL ?? loadEnv(mode, process.cwd(), 'VITE_').VITE_API_BASE_URL)
  return {
    plugins: [
      tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' }),
      react(),
      tailwindcss(),
      mockProvider(withMock),
      headersFile(headers),
    ],
    resolve: {
      alias: {
        '@': new URL('./src', import.meta.url).pathname,
        '@mocks': new URL('./mocks', import.meta.url).pathname,
        // msw reads cookies through tough-cookie, which asks tldts where a domain's public suffix ends. The mock
        // provider sets no cookies, and the list without private domains (same author, same API) takes the demo's
        // mock chunk from 230 to 193 KB gzip, all of which a phone parses before a page's first data.
        ...(withMock ? { tldts: 'tldts-icann' } : {}),
      },
    },
    build: { outDir: process.env.OUT_DIR ?? (mode === 'demo' ? 'dist-demo' : 'dist'), sourcemap: false, target: 'es2022', manifest: true },
    server: { port: 5173 },
    preview: { port: 4173, headers },
    test: {
      environment: 'jsdom',
      setupFiles: ['./tests/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.ts'],
      restoreMocks: true,
      testTimeout: 15000,
    },
  }
})
