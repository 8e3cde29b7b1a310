import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.webmanifest': 'application/manifest+json', '.png': 'image/png', '.svg': 'image/svg+xml', '.woff2': 'font/woff2', '.wasm': 'application/wasm' }

/**
 * A static host at one address whose files can be replaced by another build, as a host does when it publishes
 * (issue 23's update tests). `sw.js`, `index.html` and every file are served without long caching.
 */
export async function staticHost(first: string) {
  let dir = first
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname)).replace(/^(\.\.[/\\])+/, '')
    const file = join(dir, path === '/' ? 'index.html' : path)
    // A page address the build has no file for is the app's page (a static host's SPA fallback).
    void readFile(file)
      .then((body) => ({ body, type: TYPES[extname(file)] ?? 'application/octet-stream' }))
      .catch(async () => ({ body: await readFile(join(dir, 'index.html')), type: TYPES['.html']! }))
      .then(({ body, type }) => {
        res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-cache' })
        res.end(body)
      })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** From now on the host serves this build. */
    publish: (next: string) => void (dir = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
