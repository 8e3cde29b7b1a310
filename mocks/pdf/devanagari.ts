import type { TextOptionsLight, jsPDF } from 'jspdf'
import regularUrl from '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf?url'
import boldUrl from '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf?url'
import { packageFile, toBase64 } from './fonts'

/**
 * Devanagari in the report PDFs. jsPDF draws one glyph per character, looked up in the font's cmap: Devanagari needs
 * shaping (conjuncts, reph, the i-matra before its consonant, marks placed on their base), so text that holds any is
 * shaped by HarfBuzz with Noto Sans Devanagari (which also has Latin, digits and ₹, so a mixed cell is one run).
 *
 * jsPDF is kept as the writer: a shaped glyph is handed to it as a private-use character (PUA + glyph id) that the
 * font's lookup resolves to that glyph, so jsPDF's own measuring, line breaking and per-document font subsetting work
 * unchanged. Marks that HarfBuzz moves off their default place are drawn one by one at their offset. Each line is
 * wrapped in a marked-content span whose /ActualText is the line as entered, so search and copy give the logical
 * text, not glyphs in visual order.
 */
export const DEVANAGARI_FONT = 'NotoSansDevanagari'
const PUA = 0xe000
const PUA_END = 0xf8ff
const SCRIPT = /\p{Script_Extensions=Devanagari}/u
export const hasDevanagari = (text: string) => SCRIPT.test(text)

const FILES = [
  { style: 'normal', file: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf', url: regularUrl },
  { style: 'bold', file: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf', url: boldUrl },
] as const

interface Glyph {
  id: number
  /** In 1/1000 em, as HarfBuzz placed it. */
  advance: number
  dx: number
  dy: number
}
interface Word {
  text: string
  glyphs: Glyph[]
}
type Styled = { style: 'normal' | 'bold'; shape(word: string): Glyph[] }

type HarfBuzz = typeof import('harfbuzzjs')
/**
 * How HarfBuzz is loaded. Node (tests, `npm run provider`) imports the package by name; the report worker, where a
 * browser builds PDFs, hands its own bundled import to loadHarfBuzzWith(). HarfBuzz waits for its WebAssembly at the top
 * of its module, and kept out of the page's module graph it cannot change how the page's own chunks are split.
 */
let importHarfBuzz = (): Promise<HarfBuzz> => import(/* @vite-ignore */ String('harfbuzzjs'))
export const loadHarfBuzzWith = (load: () => Promise<HarfBuzz>) => {
  importHarfBuzz = load
}

let loading: Promise<{ files: ArrayBuffer[]; styles: Styled[] }> | null = null
/** HarfBuzz and the two fonts: fetched the first time a report holds Devanagari, once per page, worker or process. */
const load = () =>
  (loading ??= (async () => {
    const [hb, ...files] = await Promise.all([importHarfBuzz(), ...FILES.map(({ file, url }) => packageFile(file, url))])
    const styles = FILES.map(({ style }, i): Styled => {
      const face = new hb.Face(new hb.Blob(files[i]!))
      const font = new hb.Font(face)
      const scale = 1000 / face.upem
      return {
        style,
        shape(word) {
          const buffer = new hb.Buffer()
          buffer.addText(word)
          buffer.guessSegmentProperties()
          hb.shape(font, buffer)
          const positions = buffer.getGlyphPositions()
          return buffer.getGlyphInfos().map(({ codepoint }, g) => ({
            id: codepoint,
            advance: positions[g]!.xAdvance * scale,
            dx: positions[g]!.xOffset * scale,
            dy: positions[g]!.yOffset * scale,
          }))
        },
      }
    })
    return { files, styles }
  })().catch((error: unknown) => {
    loading = null
    throw error
  }))

/** UTF-16BE with its byte-order mark, as a PDF hex string: how /ActualText holds any Unicode text. */
const utf16 = (text: string) => `<FEFF${Array.from(text, (c) => c.charCodeAt(0).toString(16).padStart(4, '0')).join('')}>`
// (Array.from splits by code point; a character beyond U+FFFF has been replaced by the marker before it gets here.)

export interface Devanagari {
  /** Whether the document has the Devanagari fonts (only when some text needs them). */
  shaping: boolean
  /** The text as drawn in DEVANAGARI_FONT: each word shaped, spaces and line breaks kept. */
  shape(text: string, bold: boolean): string
}

/**
 * Embeds the Devanagari fonts in a document and teaches its `text` to draw shaped lines. Nothing is loaded when
 * `needed` is false, and then shape() returns the text as it is.
 */
export async function addDevanagari(doc: jsPDF, needed: boolean): Promise<Devanagari> {
  const loaded = needed ? await load().catch(() => null) : null
  // Without HarfBuzz (a browser that cannot start the report worker builds the PDF on its page, which does not
  // carry it) Devanagari is marked as any text the fonts cannot draw, and the PDF says so.
  if (!loaded) return { shaping: false, shape: (text) => text }
  const { files, styles } = loaded
  const words = new Map<string, Word>()
  const hmtx: ((id: number) => number)[] = []
  const codeMaps: Record<number, number>[] = []
  FILES.forEach(({ style }, i) => {
    const name = `${DEVANAGARI_FONT}-${style}.ttf`
    doc.addFileToVFS(name, toBase64(files[i]!))
    doc.addFont(name, DEVANAGARI_FONT, style)
    const { metadata } = doc.setFont(DEVANAGARI_FONT, style).getFont()
    codeMaps[i] = metadata.cmap.unicode.codeMap
    hmtx[i] = (id: number) => metadata.widthOfGlyph(id) as number
  })

  const shapeWord = (word: string, bold: boolean): string => {
    const style = styles[bold ? 1 : 0]!
    const glyphs = style.shape(word)
    // Each glyph drawn becomes a character of the font's (parsed) cmap: jsPDF looks characters up there alone.
    for (const { id } of glyphs) codeMaps[bold ? 1 : 0]![PUA + id] = id
    const drawn = String.fromCharCode(...glyphs.map((g) => PUA + g.id))
    words.set(`${style.style}:${drawn}`, { text: word, glyphs })
    return drawn
  }

  const text = doc.text.bind(doc)
  // jsPDF's own writer to the current page (typed as private), for the marked-content operators it has no call for.
  const write = (doc.internal as unknown as { write(line: string): void }).write
  const isShaped = (line: string) => {
    for (let i = 0; i < line.length; i++) {
      const code = line.charCodeAt(i)
      if (code >= PUA && code <= PUA_END) return true
    }
    return false
  }

  /**
   * One line at (x, y): its span, then its glyphs (words and the spaces between) in as few runs as jsPDF can place
   * at its own advances; a glyph HarfBuzz moved (a mark placed on its base) or spaced otherwise is drawn on its own.
   */
  const drawLine = (line: string, x: number, y: number, align: string | undefined) => {
    const { fontStyle } = doc.getFont()
    const bold = fontStyle === 'bold' ? 1 : 0
    const size = doc.getFontSize() / 1000
    const spaceId = codeMaps[bold]![32]!
    const space: Glyph = { id: spaceId, advance: hmtx[bold]!(spaceId), dx: 0, dy: 0 }
    const parts = line.split(' ').map((part) => words.get(`${fontStyle}:${part}`) ?? { text: part, glyphs: null })
    // A word jsPDF broke to fit its column is not one HarfBuzz shaped: its glyphs at the advances jsPDF measured.
    const glyphs = parts.flatMap((part, p) => [
      ...(p > 0 ? [space] : []),
      ...(part.glyphs ?? Array.from(part.text, (c) => ({ id: codeMaps[bold]![c.charCodeAt(0)] ?? 0, advance: hmtx[bold]!(codeMaps[bold]![c.charCodeAt(0)] ?? 0), dx: 0, dy: 0 }))),
    ])
    const width = glyphs.reduce((w, g) => w + g.advance, 0) * size
    let pen = align === 'right' ? x - width : align === 'center' ? x - width / 2 : x
    const actual = parts.map((part) => (part.glyphs ? part.text : part.text.replace(/[\uE000-\uF8FF]/g, ''))).join(' ')
    write(`/Span <</ActualText ${utf16(actual)}>> BDC`)
    let run = ''
    let start = pen
    const flush = () => {
      if (run) text(run, start, y)
      run = ''
    }
    for (const g of glyphs) {
      const char = g.id === spaceId ? ' ' : String.fromCharCode(PUA + g.id)
      if (g.dx || g.dy || Math.abs(g.advance - hmtx[bold]!(g.id)) > 0.5) {
        flush()
        text(char, pen + g.dx * size, y - g.dy * size)
      } else {
        if (!run) start = pen
        run += char
      }
      pen += g.advance * size
    }
    flush()
    write('EMC')
  }

  // Every text the report draws passes here: lines in the Devanagari font that hold shaped words are drawn as above,
  // all else (Latin in DejaVu Sans) goes to jsPDF as before.
  doc.text = ((input: string | string[], x: number, y: number, options?: TextOptionsLight) => {
    const lines = Array.isArray(input) ? input : String(input).split(/\r\n|\r|\n/)
    if (doc.getFont().fontName !== DEVANAGARI_FONT || !lines.some(isShaped)) return text(input, x, y, options)
    const leading = doc.getFontSize() * (options?.lineHeightFactor ?? doc.getLineHeightFactor())
    lines.forEach((line, i) => drawLine(line, x, y + i * leading, options?.align))
    return doc
  }) as typeof doc.text

  return {
    shaping: true,
    shape(input, bold) {
      if (!hasDevanagari(input)) return input
      return input
        .split(/(\s+)/)
        .map((part) => (part === '' || /^\s+$/.test(part) ? part : shapeWord(part, bold)))
        .join('')
    },
  }
}
