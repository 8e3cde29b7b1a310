/// <reference types="vitest/config" />
import { copyFileSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { defineConfig, type Plugin } from 'vite'
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

export default defineConfig(({ mode }) => {
  const withMock = mode === 'development' || mode === 'demo' || mode === 'test'
  return {
    plugins: [
      tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' }),
      react(),
      tailwindcss(),
      mockProvider(withMock),
    ],
    resolve: { alias: { '@': new URL('./src', import.meta.url).pathname, '@mocks': new URL('./mocks', import.meta.url).pathname } },
    build: { outDir: process.env.OUT_DIR ?? (mode === 'demo' ? 'dist-demo' : 'dist'), sourcemap: false, target: 'es2022', manifest: true },
    server: { port: 5173 },
    preview: { port: 4173 },
    test: {
      environment: 'jsdom',
      setupFiles: ['./tests/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.ts'],
      restoreMocks: true,
      testTimeout: 15000,
    },
  }
})
