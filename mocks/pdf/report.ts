import { jsPDF } from 'jspdf'
import { autoTable, type CellInput } from 'jspdf-autotable'
import { columnWidths, type Row } from './columns'
import { FONT, STYLES, addFonts, advances } from './fonts'
import { DEVANAGARI_FONT, addDevanagari, hasDevanagari } from './devanagari'
import { MARKER_NOTE, fontCoverage, legible } from './legible'
import { texts, type PdfLanguage } from './texts'

export type { Row }

/**
 * The one report pipeline of the mock provider: every PDF (cause list, statements, invoices) is
 * a title, a few lines about what it covers, and a table. It is loaded with import() by the
 * handlers, so jsPDF and the fonts cost nothing until someone asks for a report.
 */
export interface ReportSpec {
  title: string
  /** Who and what the report is about (advocate, date, filters). */
  lines: string[]
  head: string[]
  body: Row[]
  /** A closing row such as a total. */
  foot?: Row[]
  /** Who issues and signs the document (an invoice's supplier): 'For <name>' and a line for the authorised signatory under the table. */
  signedBy?: string
  orientation?: 'portrait' | 'landscape'
  /** The language of the report's own words (title, headings, labels, page numbers); data stays as entered. */
  language?: PdfLanguage
}

const MARGIN = 40
const FONT_SIZE = 9
const PADDING = 4
/** Room under the table for the footer lines. */
const BOTTOM = 50

type Show = (text: string) => string
/** A cell as the PDF can show it: its text through `show`, its spans and styles kept (numbers are digits any font has). */
function shownCell(cell: CellInput, show: Show): CellInput {
  if (typeof cell === 'string') return show(cell)
  if (Array.isArray(cell)) return cell.map(show)
  if (cell && typeof cell === 'object') {
    const { content } = cell
    return { ...cell, content: typeof content === 'string' ? show(content) : Array.isArray(content) ? content.map(show) : content }
  }
  return cell
}
const boldCell = (cell: CellInput) => typeof cell === 'object' && cell !== null && !Array.isArray(cell) && cell.styles?.fontStyle === 'bold'
/** A shaped text is drawn in the Devanagari font: its glyphs are private-use characters (see devanagari.ts). */
const SHAPED = /[\uE000-\uF8FF]/

export async function renderReport(spec: ReportSpec): Promise<ArrayBuffer> {
  const doc = new jsPDF({ orientation: spec.orientation ?? 'landscape', unit: 'pt', format: 'a4', compress: true })
  await addFonts(doc)
  doc.setProperties({ title: spec.title, creator: 'Case Diary' })
  const width = doc.internal.pageSize.getWidth()
  const height = doc.internal.pageSize.getHeight()

  // The report's own words in its language; a row across the table (a group's heading such as 'Next Date: …') is
  // translated by its label only, as its value is data.
  const t = texts(spec.language)
  const spanRow = (cells: Row) => cells.map((cell) => (typeof cell === 'object' && cell && !Array.isArray(cell) && (cell.colSpan ?? 1) > 1 && typeof cell.content === 'string' && cell.content.includes(': ') ? { ...cell, content: t(cell.content) } : cell))
  const words = (cells: Row) => cells.map((cell) => (typeof cell === 'string' ? t(cell) : typeof cell === 'object' && cell && !Array.isArray(cell) && typeof cell.content === 'string' ? { ...cell, content: t(cell.content) } : cell))
  const source = { title: t(spec.title), lines: spec.lines.map(t), head: words(spec.head), body: spec.body.map(spanRow), foot: (spec.foot ?? []).map(words) }
  const brand = 'Case Diary'
  const signed = spec.signedBy ? [t(`For ${spec.signedBy}`), t('Authorised Signatory')] : []
  const pageText = (page: number | string, total: number | string) => t(`Page ${page} of ${total}`)
  const devanagari = await addDevanagari(doc, [source.title, ...source.lines, ...signed, pageText(1, 1), JSON.stringify([source.head, source.body, source.foot])].some(hasDevanagari))

  // Every string the PDF draws goes through `show`, and all of it before the first page is drawn: whether the
  // footer must explain the marker is known only once every cell has been seen. Text with Devanagari is checked
  // against the Devanagari font (it has Latin too) and shaped; all else against DejaVu Sans, as before.
  const coverage = fontCoverage(doc, FONT, STYLES)
  // A private-use character in the data is no text a reader can read, and here it would mean a shaped glyph.
  coverage.fill(0, 0xe000, 0xf900)
  const latin = legible(coverage)
  const deva = devanagari.shaping ? legible(fontCoverage(doc, DEVANAGARI_FONT, STYLES)) : latin
  const show = (text: string, bold = false) => (hasDevanagari(text) ? devanagari.shape(deva.text(text), bold) : latin.text(text))
  const title = show(source.title, true)
  const lines = source.lines.map((line) => show(line))
  const row = (bold: boolean) => (cells: Row) => cells.map((cell) => shownCell(cell, (text) => show(text, bold || boldCell(cell))))
  const table = { head: [row(true)(source.head)], body: source.body.map(row(false)), foot: source.foot.map(row(true)) }
  const signature = signed.map((text, i) => show(text, i === 0))
  const note = () => (latin.replaced || deva.replaced ? show(t(MARKER_NOTE)) : '')
  /** The font for a text as shown: the Devanagari font for shaped text, else DejaVu Sans. */
  const font = (text: string | string[], style: 'normal' | 'bold') => doc.setFont(SHAPED.test(String(text)) ? DEVANAGARI_FONT : FONT, style)

  const footer = (page: number, total: number) => {
    doc.setFontSize(8).setTextColor(90)
    const numbers = show(pageText(page, total))
    font(numbers, 'normal').text(numbers, width - MARGIN, height - 24, { align: 'right' })
    font(brand, 'normal').text(brand, MARGIN, height - 24)
    const marked = note()
    if (marked) font(marked, 'normal').text(marked, MARGIN, height - 35)
    doc.setTextColor(0)
  }

  // The title and the lines wrap at the margin: a long name or address stays on the page.
  const titleLines: string[] = font(title, 'bold').setFontSize(16).splitTextToSize(title, width - 2 * MARGIN)
  doc.text(titleLines, MARGIN, 48, { lineHeightFactor: 1.2 })
  let y = 48 + titleLines.length * 19.2 + 1
  doc.setFontSize(10)
  for (const line of lines) {
    for (const piece of font(line, 'normal').splitTextToSize(line, width - 2 * MARGIN) as string[]) {
      doc.text(piece, MARGIN, y)
      y += 14
    }
  }

  const [regular, bold] = STYLES.map((style) => advances(doc, style))
  const [devaRegular, devaBold] = devanagari.shaping ? STYLES.map((style) => advances(doc, style, DEVANAGARI_FONT)) : [regular, bold]
  const measure = (text: string, isBold: boolean) => {
    const shaped = SHAPED.test(text)
    const widths = shaped ? (isBold ? devaBold! : devaRegular!) : isBold ? bold! : regular!
    let width = 0
    for (let i = 0; i < text.length; i++) width += widths[text.charCodeAt(i)]!
    return width * FONT_SIZE
  }
  const widths = columnWidths(table, spec.head.length, width - 2 * MARGIN, 2 * PADDING, measure)
  let end = 0
  autoTable(doc, {
    startY: y + 6,
    ...table,
    margin: { left: MARGIN, right: MARGIN, bottom: BOTTOM },
    styles: { font: FONT, fontSize: FONT_SIZE, cellPadding: PADDING, overflow: 'linebreak' },
    columnStyles: Object.fromEntries(widths.map((cellWidth, i) => [i, { cellWidth }])),
    // A row that fits on a page is never cut in two; only a row taller than a page is split.
    rowPageBreak: 'avoid',
    // The closing rows are the report's totals: printed once, under the last row, not at the foot of every page.
    showFoot: 'lastPage',
    headStyles: { font: FONT, fontStyle: 'bold', fillColor: [30, 58, 95], textColor: 255 },
    footStyles: { font: FONT, fontStyle: 'bold', fillColor: [238, 244, 251], textColor: 20 },
    didParseCell: ({ cell }) => {
      if (SHAPED.test(cell.text.join('\n'))) cell.styles.font = DEVANAGARI_FONT
    },
    didDrawPage: ({ cursor }) => {
      end = cursor?.y ?? end
    },
  })

  if (signature.length) {
    // Under the table at the right, with room to sign; on a page of its own when the table filled the last one.
    let top = end + 30
    if (top + 60 > height - BOTTOM) {
      doc.addPage()
      top = 60
    }
    font(signature[0]!, 'bold').setFontSize(10).text(signature[0]!, width - MARGIN, top, { align: 'right' })
    doc.setDrawColor(120).line(width - MARGIN - 170, top + 40, width - MARGIN, top + 40)
    font(signature[1]!, 'normal').setFontSize(9).text(signature[1]!, width - MARGIN, top + 52, { align: 'right' })
  }
  // The footers last, when the number of pages is known.
  const total = doc.getNumberOfPages()
  for (let page = 1; page <= total; page++) {
    doc.setPage(page)
    footer(page, total)
  }
  return doc.output('arraybuffer')
}
