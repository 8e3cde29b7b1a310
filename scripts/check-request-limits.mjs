// Lists every request value of openapi/case-diary.yaml (path and query parameters, JSON and multipart bodies)
// without a limit: a number or integer without `maximum`, an integer without `format`, text without
// `maxLength` (or enum/const), a list without `maxItems`, money without `multipleOf: 0.01`. `node scripts/check-request-limits.mjs` prints them
// and exits 1 when there are any; tests/contract/limits.test.ts asserts the list is empty.
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'

/** Money's maximum (the contract's info, "Limits"): a field with it is money, and has two decimals. */
const MAX_MONEY = 999999999.99

export function missingLimits(file = 'openapi/case-diary.yaml') {
  const doc = parse(readFileSync(file, 'utf8'))
  const resolve = (node) => (node?.$ref ? resolve(node.$ref.split('/').slice(1).reduce((n, k) => n[k], doc)) : node)
  const found = new Map()
  const walk = (node, where, seen) => {
    if (!node || typeof node !== 'object') return
    if (node.$ref) {
      if (seen.has(node.$ref)) return
      return walk(resolve(node), node.$ref.replace('#/components/schemas/', ''), new Set([...seen, node.$ref]))
    }
    for (const key of ['oneOf', 'anyOf', 'allOf']) (node[key] ?? []).forEach((b, i) => walk(b, `${where}/${key}[${i}]`, seen))
    for (const key of ['if', 'then', 'else']) if (node[key]) walk(node[key], `${where}/${key}`, seen)
    const types = Array.isArray(node.type) ? node.type : [node.type]
    const fixed = 'enum' in node || 'const' in node
    const problems = []
    if ((types.includes('number') || types.includes('integer')) && !fixed && node.maximum === undefined && node.exclusiveMaximum === undefined) problems.push('maximum')
    if (types.includes('integer') && !node.format) problems.push('format')
    if (types.includes('string') && !fixed && node.maxLength === undefined) problems.push('maxLength')
    if (types.includes('array') && node.maxItems === undefined) problems.push('maxItems')
    if (node.maximum === MAX_MONEY && node.multipleOf !== 0.01) problems.push('multipleOf 0.01 (money has two decimals)')
    if (problems.length) found.set(where, problems)
    for (const [name, prop] of Object.entries(node.properties ?? {})) walk(prop, `${where}.${name}`, seen)
    for (const [name, prop] of Object.entries(node.patternProperties ?? {})) walk(prop, `${where}[${name}]`, seen)
    if (node.items) walk(node.items, `${where}[]`, seen)
    if (node.additionalProperties && typeof node.additionalProperties === 'object') walk(node.additionalProperties, `${where}{}`, seen)
  }
  for (const item of Object.values(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue
      for (const p of [...(item.parameters ?? []), ...(op.parameters ?? [])].map(resolve)) walk(p.schema, `${op.operationId} ${p.in} ${p.name}`, new Set())
      const body = resolve(op.requestBody)
      for (const [type, media] of Object.entries(body?.content ?? {})) walk(media.schema, `${op.operationId} body(${type})`, new Set())
    }
  }
  return [...found].map(([where, problems]) => `${where}: ${problems.join(', ')}`)
}

if (process.argv[1]?.endsWith('check-request-limits.mjs')) {
  const list = missingLimits()
  console.log(list.join('\n'))
  console.log(`${list.length} request values without a limit`)
  process.exitCode = list.length ? 1 : 0
}
