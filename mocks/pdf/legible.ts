import type { jsPDF } from 'jspdf'

/**
 * What a PDF prints in place of text its font has no glyphs for. jsPDF silently leaves such characters out
 * (a client named in Devanagari printed as an empty cell), and QUALITY §25 asks that no text is ever dropped
 * unseen. Plain ASCII, so every font shows it and a reader or a copy-paste sees it; one marker stands for a
 * whole run of such characters, so 'राम कुमार' reads '[?] [?]' and keeps its shape as two words.
 */
export const MARKER = '[?]'
/** Printed on every page of a PDF that holds a marker, so the reader knows the marker is not the data. */
export const MARKER_NOTE = `Some characters could not be shown in this PDF and are marked ${MARKER}.`

/** Which UTF-16 code units every style of the font can draw, 1 for yes (index = code unit). */
export type Coverage = Uint8Array

/**
 * What the embedded font can draw, read from the font itself: the Unicode cmap jsPDF parsed when the font was
 * added, for every style the report uses (a cell may be drawn in either). jsPDF writes text one UTF-16 code unit
 * at a time and looks each up in that (format 4, Basic Multilingual Plane) cmap, so nothing beyond U+FFFF can
 * ever be drawn: emoji are always replaced.
 */
export function fontCoverage(doc: jsPDF, font: string, styles: readonly string[]): Coverage {
  const maps = styles.map((style) => doc.setFont(font, style).getFont().metadata.cmap.unicode.codeMap as Record<number, number>)
  const coverage = new Uint8Array(0x10000)
  for (const key of Object.keys(maps[0]!)) {
    const code = Number(key)
    if (code < 0x10000 && maps.every((map) => map[code]! > 0)) coverage[code] = 1
  }
  return coverage
}

const LINE_BREAK = /\r\n|\r|\n/
const WHITE_SPACE = /^\s$/u
let graphemes: Intl.Segmenter | null = null

export interface Legible {
  /** The text as this PDF can show it: characters the font lacks replaced, one marker per run. */
  text(text: string): string
  /** Whether any text was replaced, i.e. whether the PDF must carry MARKER_NOTE. */
  readonly replaced: boolean
}

/**
 * The one function every string drawn in a PDF goes through. Text is taken in NFC (a decomposed 'é' becomes the
 * single character the font has); line breaks stay (a cell's lines); white space the font lacks becomes a plain
 * space; any other user-perceived character (grapheme: a letter with its marks, an emoji with its modifiers and
 * joiners) that holds a code unit the font cannot draw is replaced, and a run of them becomes one MARKER.
 */
export function legible(coverage: Coverage): Legible {
  let replaced = false
  const drawable = (text: string) => {
    for (let i = 0; i < text.length; i++) if (!coverage[text.charCodeAt(i)]) return false
    return true
  }
  const line = (text: string): string => {
    if (drawable(text)) return text
    let out = ''
    let inRun = false
    for (const { segment } of (graphemes ??= new Intl.Segmenter('en', { granularity: 'grapheme' })).segment(text)) {
      if (drawable(segment)) {
        out += segment
        inRun = false
      } else if (WHITE_SPACE.test(segment)) {
        out += ' '
        inRun = false
      } else if (!inRun) {
        out += MARKER
        inRun = true
        replaced = true
      }
    }
    return out
  }
  /** Nothing to do: below U+0300 (where combining marks begin) no text changes in NFC, and the font draws it all. */
  const plain = (text: string) => {
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i)
      if (code >= 0x300 || !coverage[code]) return false
    }
    return true
  }
  return {
    text(text) {
      // Most report text is plain: checked in one pass before any other work.
      if (plain(text)) return text
      const normal = text.normalize('NFC')
      if (drawable(normal)) return normal
      return LINE_BREAK.test(normal) ? normal.split(LINE_BREAK).map(line).join('\n') : line(normal)
    },
    get replaced() {
      return replaced
    },
  }
}
