import type { jsPDF } from 'jspdf'
import regularUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url'
import boldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url'

/** Helvetica has no ₹ (it prints '¹'): every report embeds DejaVu Sans, regular and bold. */
export const FONT = 'DejaVuSans'
export const STYLES = ['normal', 'bold'] as const

const FILES = [
  { style: 'normal', file: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf', url: regularUrl },
  { style: 'bold', file: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf', url: boldUrl },
] as const

export function toBase64(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer)
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

/**
 * A font file's bytes. In a page or a worker the bundler's URL is fetched from the
 * page's origin. Node (the tests, `npm run provider`) has no page and no `location` to resolve that URL against, so
 * there the file is read from the installed package; `process.getBuiltinModule` reaches the file system without an
 * import the browser bundle would have to resolve.
 */
export async function packageFile(file: string, url: string): Promise<ArrayBuffer> {
  const node = globalThis.process?.getBuiltinModule
  if (node) {
    const { createRequire } = node('node:module')
    const { readFile } = node('node:fs/promises')
    const bytes: Uint8Array = await readFile(createRequire(import.meta.url).resolve(file))
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer
  }
  const response = await fetch(new URL(url, globalThis.location.href))
  if (!response.ok) throw new Error(`font ${url}: HTTP ${response.status}`)
  return response.arrayBuffer()
}
const fontFile = async ({ file, url }: (typeof FILES)[number]) => toBase64(await packageFile(file, url))

let loading: Promise<string[]> | null = null
/** Loaded once per page, worker or process; a failed load is tried again by the next report. */
const loadFonts = () =>
  (loading ??= Promise.all(FILES.map(fontFile)).catch((error: unknown) => {
    loading = null
    throw error
  }))

/** Embeds the report fonts in a new document. */
export async function addFonts(doc: jsPDF): Promise<void> {
  const files = await loadFonts()
  FILES.forEach(({ style }, i) => {
    const name = `${FONT}-${style}.ttf`
    doc.addFileToVFS(name, files[i]!)
    doc.addFont(name, FONT, style)
  })
}

/**
 * How wide each character of the Basic Multilingual Plane is in a style, at a font size of 1 pt: the advances jsPDF
 * itself measures text with (it does not kern embedded fonts). Measuring a table's every word through jsPDF costs
 * seconds on a large report; adding up this table's entries costs milliseconds.
 */
export function advances(doc: jsPDF, style: string, font = FONT): Float32Array {
  const { metadata } = doc.setFont(font, style).getFont()
  const widths = new Float32Array(0x10000)
  for (let code = 0; code < 0x10000; code++) {
    const glyph: number = metadata.characterToGlyph(code)
    if (glyph) widths[code] = metadata.widthOfGlyph(glyph) / 1000
  }
  return widths
}
