// Fails when src/api/schema.gen.ts is not what openapi-typescript makes of openapi/case-diary.yaml.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const out = join(mkdtempSync(join(tmpdir(), 'api-')), 'schema.gen.ts')
execFileSync('npx', ['openapi-typescript', 'openapi/case-diary.yaml', '-o', out], { stdio: 'pipe' })
if (readFileSync(out, 'utf8') !== readFileSync('src/api/schema.gen.ts', 'utf8')) {
  console.error('src/api/schema.gen.ts is out of date with openapi/case-diary.yaml: run `npm run api:generate` and commit it.')
  process.exit(1)
}
console.log('generated API types match openapi/case-diary.yaml')
