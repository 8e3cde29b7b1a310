// Prism's proxy reads every answer as text to validate it, so a PDF's bytes reach the client mangled
// (stoplightio/prism#1321, #2349). Two small servers around Prism keep them whole: `inner` sits between
// Prism and the provider and sets a binary answer's bytes aside under a key, sending them on to Prism
// (which still validates status, headers and content type); `outer` sits in front of Prism and puts the
// kept bytes back in place of what Prism passes on. Text and JSON answers pass untouched.
import { randomUUID } from 'node:crypto'
import { createServer, request as send } from 'node:http'

const KEY = 'x-binary-answer'
const kept = new Map()
const isText = (type = '') => /json|^text\/|xml|^$/.test(type)

/** Sends `req` on to `target` (an origin) and hands the answer to `answer(res, upstream)`. */
function forward(req, res, target, answer) {
  const url = new URL(req.url, target)
  const out = send(url, { method: req.method, headers: { ...req.headers, host: url.host } }, (upstream) => answer(res, upstream))
  out.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' })
    res.end('The server behind this proxy did not answer.')
  })
  req.pipe(out)
}

const body = async (stream) => {
  const chunks = []
  for await (const chunk of stream) chunks.push(chunk)
  return Buffer.concat(chunks)
}

/** Between Prism and the provider at `provider`: binary answers are kept, and marked with their key. */
export function inner(provider) {
  return createServer((req, res) =>
    forward(req, res, provider, async (res, upstream) => {
      if (isText(upstream.headers['content-type'])) return void (res.writeHead(upstream.statusCode, upstream.headers), upstream.pipe(res))
      const bytes = await body(upstream)
      const key = randomUUID()
      kept.set(key, bytes)
      res.writeHead(upstream.statusCode, { ...upstream.headers, [KEY]: key })
      res.end(bytes)
    }),
  )
}

/** In front of Prism at `prism`: a marked answer gets its kept bytes back. */
export function outer(prism) {
  return createServer((req, res) =>
    forward(req, res, prism, async (res, answer) => {
      const key = answer.headers[KEY]
      if (!key || !kept.has(key)) return void (res.writeHead(answer.statusCode, answer.headers), answer.pipe(res))
      await body(answer)
      const bytes = kept.get(key)
      kept.delete(key)
      const headers = { ...answer.headers, 'content-length': String(bytes.length) }
      delete headers[KEY]
      delete headers['transfer-encoding']
      res.writeHead(answer.statusCode, headers)
      res.end(bytes)
    }),
  )
}
