import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { SourceMapConsumer } from 'source-map-js'
const dir = process.argv[2], files = process.argv.slice(3)
for (const f of files) {
  if (!existsSync(join(dir, f + '.map'))) continue
  const code = readFileSync(join(dir, f), 'utf8')
  const map = new SourceMapConsumer(JSON.parse(readFileSync(join(dir, f + '.map'), 'utf8')))
  const lines = code.split('\n'); const by = new Map()
  let last = null
  map.eachMapping((m) => { last = m; }, null, SourceMapConsumer.GENERATED_ORDER)
  const ms = []; map.eachMapping((m) => ms.push(m), null, SourceMapConsumer.GENERATED_ORDER)
  const off = []; let o = 0; for (const l of lines) { off.push(o); o += l.length + 1 }
  for (let i = 0; i < ms.length; i++) {
    const a = off[ms[i].generatedLine - 1] + ms[i].generatedColumn
    const b = i + 1 < ms.length ? off[ms[i + 1].generatedLine - 1] + ms[i + 1].generatedColumn : code.length
    const s = (ms[i].source || '?').replace(/.*node_modules\//, 'nm/').replace(/.*\/src\//, 'src/')
    by.set(s, (by.get(s) || 0) + (b - a))
  }
  console.log(`\n== ${f} ${code.length}`)
  for (const [s, n] of [...by].sort((x, y) => y[1] - x[1]).slice(0, 400)) console.log(String(n).padStart(8), s)
}
