import { describe, expect, it } from 'vitest'
import { PICTURE_MAX_BYTES, PICTURE_MESSAGES, extensionOf, isUnsafeSvg, pictureProblem } from './picture'
import { LOGO_SVG, REFUSED_SVGS } from './svg-picture.fixtures'

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG = [0xff, 0xd8, 0xff, 0xe0]

/** A file of `size` bytes starting with `head`. */
function fileOf(name: string, head: number[] | string, size = typeof head === 'string' ? new TextEncoder().encode(head).length : head.length) {
  const start = typeof head === 'string' ? new TextEncoder().encode(head) : Uint8Array.from(head)
  const bytes = new Uint8Array(size)
  bytes.set(start.subarray(0, size))
  return new File([bytes], name)
}
const svg = (body: string) => fileOf('logo.svg', `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`)

describe('picture rules (spec 2 §5, spec 3 §5)', () => {
  it('refuses an empty file', async () => {
    expect(await pictureProblem(fileOf('a.png', [], 0))).toBe(PICTURE_MESSAGES.empty)
  })

  it('takes exactly 2,097,152 bytes and refuses one byte more', async () => {
    expect(await pictureProblem(fileOf('a.png', PNG, PICTURE_MAX_BYTES))).toBeNull()
    expect(await pictureProblem(fileOf('a.png', PNG, PICTURE_MAX_BYTES + 1))).toBe('File size exceeds the maximum allowed 2 MB')
  })

  it('takes jpg, jpeg, png and svg, in any case of the extension', async () => {
    expect(await pictureProblem(fileOf('a.jpg', JPEG))).toBeNull()
    expect(await pictureProblem(fileOf('a.JPEG', JPEG))).toBeNull()
    expect(await pictureProblem(fileOf('a.Png', PNG))).toBeNull()
    expect(await pictureProblem(svg('<circle r="4"/>'))).toBeNull()
  })

  it('refuses another extension, or none', async () => {
    const message = 'Invalid file extension. Please upload a file with extensions jpg, jpeg, png, or svg'
    expect(await pictureProblem(fileOf('a.gif', [0x47, 0x49, 0x46]))).toBe(message)
    expect(await pictureProblem(fileOf('png', PNG))).toBe(message)
    expect(await pictureProblem(fileOf('a.pdf', '%PDF-1.7'))).toBe(message)
  })

  it('judges x.png.svg by its last extension: an svg', async () => {
    expect(extensionOf('x.png.svg')).toBe('svg')
    expect(await pictureProblem(fileOf('x.png.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull()
    expect(await pictureProblem(fileOf('x.png.svg', PNG))).toBe(PICTURE_MESSAGES.extension)
  })

  it('reads the real type from the first bytes: a renamed PDF is refused', async () => {
    expect(await pictureProblem(fileOf('scan.png', '%PDF-1.7 ...'))).toBe(PICTURE_MESSAGES.extension)
    expect(await pictureProblem(fileOf('scan.jpg', PNG))).toBe(PICTURE_MESSAGES.extension)
    expect(await pictureProblem(fileOf('scan.svg', '%PDF-1.7 <svg>'))).toBe(PICTURE_MESSAGES.extension)
  })

  it.each([
    ['a script', '<script>alert(1)</script>'],
    ['an onload handler', '<rect onload="alert(1)"/>'],
    ['an onclick handler', '<rect\nonclick = "x()"/>'],
    ['a foreignObject', '<foreignObject><p>hi</p></foreignObject>'],
    ['a javascript: link', '<a href="javascript:alert(1)"><text>x</text></a>'],
  ])('rejects an SVG with %s', async (_, body) => {
    expect(await pictureProblem(svg(body))).toBe(PICTURE_MESSAGES.unsafeSvg)
  })

  it('takes a logo with paths, gradients and text', async () => {
    expect(await pictureProblem(fileOf('logo.svg', LOGO_SVG))).toBeNull()
  })

  it.each(REFUSED_SVGS)('refuses an SVG file with %s, saying what an SVG may hold', async (_, text) => {
    expect(await pictureProblem(fileOf('logo.svg', text))).toBe(PICTURE_MESSAGES.unsafeSvg)
  })

  it('keeps plain SVG words that only look alike', async () => {
    expect(await isUnsafeSvg('<svg><text>onion = tasty; scripted</text></svg>')).toBe(false)
  })
})
