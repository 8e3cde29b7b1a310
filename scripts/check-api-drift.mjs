// Fails when src/api/schema.gen.ts (openapi-typescript), the mock's request checks
// (scripts/generate-request-checks.mjs) or the app's answer shapes (scripts/generate-answer-shapes.mjs)
// are not what openapi/case-diary.yaml makes.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { OUTPUT, TYPES, generate } from './generate-request-checks.mjs'
import { SHAPES_OUTPUT, generateShapes } from './generate-answer-shapes.mjs'

const out = join(mkdtempSync(join(tmpdir(), 'api-')), 'schema.gen.ts')
execFileSync('npx', ['openapi-typescript', 'openapi/case-diary.yaml', '-o', out], { stdio: 'pipe' })
if (readFileSync(out, 'utf8') !== readFileSync('src/api/schema.gen.ts', 'utf8')) {
  console.error('src/api/schema.gen.ts is out of date with openapi/case-diary.yaml: run `npm run api:generate` and commit it.')
  process.exit(1)
}
if (readFileSync(OUTPUT, 'utf8') !== generate() || readFileSync(OUTPUT.replace(/\.js$/, '.d.ts'), 'utf8') !== TYPES) {
  console.error(`${OUTPUT} is out of date with openapi/case-diary.yaml: run \`npm run api:generate\` and commit it.`)
  process.exit(1)
}
if (readFileSync(SHAPES_OUTPUT, 'utf8') !== generateShapes()) {
  console.error(`${SHAPES_OUTPUT} is out of date with openapi/case-diary.yaml: run \`npm run api:generate\` and commit it.`)
  process.exit(1)
}
console.log('generated API types, request checks and answer shapes match openapi/case-diary.yaml')
