// QUALITY §13: the production bundle holds no mock provider; the demo bundle does.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const files = (dir) => readdirSync(dir, { recursive: true }).map((f) => join(dir, String(f)))
const text = (dir) => files(dir).filter((f) => /\.(js|html)$/.test(f)).map((f) => readFileSync(f, 'utf8')).join('\n')
const failures = []
const prod = text('dist')
if (existsSync('dist/mockServiceWorker.js')) failures.push('dist/ contains mockServiceWorker.js')
// Markers that only msw and faker carry.
for (const [name, marker] of [['msw', 'onUnhandledRequest'], ['msw worker', 'MOCKING_ENABLED'], ['faker', 'faker']]) {
  if (prod.includes(marker)) failures.push(`dist/ contains ${name} ("${marker}")`)
}
const demo = text('dist-demo')
if (!existsSync('dist-demo/mockServiceWorker.js')) failures.push('dist-demo/ lacks mockServiceWorker.js')
if (!demo.includes('onUnhandledRequest')) failures.push('dist-demo/ lacks msw')
if (!existsSync('dist-demo/404.html')) failures.push('dist-demo/ lacks the 404.html SPA fallback')
if (failures.length) {
  console.error(failures.join('\n'))
  process.exit(1)
}
console.log('production bundle has no mock provider; demo bundle has it')
