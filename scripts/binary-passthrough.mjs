// Prism's proxy reads every request and answer as text to validate it, so the bytes of a picture sent in a
// multipart form, or of a PDF answered, reach the other side mangled (stoplightio/prism#1321, #2349). Two
// small servers around Prism keep them whole: `outer`, in front of Prism, sets a binary request's bytes aside
// under a key and puts a binary answer's kept bytes back; `inner`, between Prism and the provider, does the
// reverse. Prism still validates everything it validated (the text it reads is the same); JSON and text
// pass untouched.
import { randomUUID } from 'node:crypto'
import { createServer, request as send } from 'node:http'

const REQUEST_KEY = 'x-binary-request'
const ANSWER_KEY = 'x-binary-answer'
const kept = new Map()
const isText = (type = '') => /json|^text\/|xml|urlencoded|^$/.test(type)

const bytesOf = async (stream) => {
  const chunks = []
  for await (const chunk of stream) chunks.push(chunk)
  return Buffer.concat(chunks)
}

/** Takes the bytes kept under `headers[key]` (and the key out of the headers), or undefined. */
function take(headers, key) {
  const bytes = kept.get(headers[key])
  kept.delete(headers[key])
  delete headers[key]
  if (!bytes) return undefined
  delete headers['transfer-encoding']
  headers['content-length'] = String(bytes.length)
  return bytes
}

/** Keeps `bytes` under a new key, set in `headers`. */
function keep(headers, key, bytes) {
  headers[key] = randomUUID()
  kept.set(headers[key], bytes)
}

/** Sends the request on to `target` (an origin), with `body` in place of the request's own when given; null when it did not answer. */
function forward(req, res, target, { headers = { ...req.headers }, body } = {}) {
  const url = new URL(req.url, target)
  return new Promise((resolve) => {
    const out = send(url, { method: req.method, headers: { ...headers, host: url.host } }, resolve)
    out.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' })
      res.end('The server behind this proxy did not answer.')
      resolve(null)
    })
    if (body) out.end(body)
    else req.pipe(out)
  })
}

/** In front of Prism at `prism`. */
export function outer(prism) {
  return createServer(async (req, res) => {
    const headers = { ...req.headers }
    if (!isText(headers['content-type'])) keep(headers, REQUEST_KEY, await bytesOf(req))
    const answer = await forward(req, res, prism, { headers, body: kept.get(headers[REQUEST_KEY]) })
    // Prism refuses a request outside the contract without passing it on.
    kept.delete(headers[REQUEST_KEY])
    if (!answer) return
    const back = { ...answer.headers }
    const bytes = back[ANSWER_KEY] ? (await bytesOf(answer), take(back, ANSWER_KEY)) : undefined
    res.writeHead(answer.statusCode, back)
    if (bytes) res.end(bytes)
    else answer.pipe(res)
  })
}

/** Between Prism and the provider at `provider`. */
export function inner(provider) {
  return createServer(async (req, res) => {
    const headers = { ...req.headers }
    const body = headers[REQUEST_KEY] ? (await bytesOf(req), take(headers, REQUEST_KEY)) : undefined
    const answer = await forward(req, res, provider, { headers, body })
    if (!answer) return
    const back = { ...answer.headers }
    if (isText(back['content-type'])) return void (res.writeHead(answer.statusCode, back), answer.pipe(res))
    const bytes = await bytesOf(answer)
    keep(back, ANSWER_KEY, bytes)
    res.writeHead(answer.statusCode, back)
    res.end(bytes)
  })
}
