import { jsPDF } from 'jspdf'
import { autoTable, type CellInput } from 'jspdf-autotable'
import { columnWidths, type Row } from './columns'
import { FONT, STYLES, addFonts, advances } from './fonts'
import { MARKER_NOTE, fontCoverage, legible, type Legible } from './legible'

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
}

const MARGIN = 40
const FONT_SIZE = 9
const PADDING = 4
/** Room under the table for the footer lines. */
const BOTTOM = 50

/** A cell as the PDF can show it: its text through `show`, its spans and styles kept (numbers are digits any font has). */
function shownCell(cell: CellInput, show: Legible): CellInput {
  if (typeof cell === 'string') return show.text(cell)
  if (Array.isArray(cell)) return cell.map(show.text)
  if (cell && typeof cell === 'object') {
    const { content } = cell
    return { ...cell, content: typeof content === 'string' ? show.text(content) : Array.isArray(content) ? content.map(show.text) : content }
  }
  return cell
}

export async function renderReport(spec: ReportSpec): Promise<ArrayBuffer> {
  const doc = new jsPDF({ orientation: spec.orientation ?? 'landscape', unit: 'pt', format: 'a4', compress: true })
  await addFonts(doc)
  doc.setProperties({ title: spec.title, creator: 'Case Diary' })
  const width = doc.internal.pageSize.getWidth()
  const height = doc.internal.pageSize.getHeight()

  // Every string the PDF draws goes through `show`, and all of it before the first page is drawn: whether the
  // footer must explain the marker is known only once every cell has been seen.
  const show = legible(fontCoverage(doc, FONT, STYLES))
  const title = show.text(spec.title)
  const lines = spec.lines.map(show.text)
  const row = (cells: Row) => cells.map((cell) => shownCell(cell, show))
  const table = { head: [row(spec.head)], body: spec.body.map(row), foot: (spec.foot ?? []).map(row) }
  const signature = spec.signedBy ? [show.text(`For ${spec.signedBy}`), show.text('Authorised Signatory')] : []
  const brand = show.text('Case Diary')
  const note = show.replaced ? show.text(MARKER_NOTE) : ''

  const footer = () => {
    doc.setFont(FONT, 'normal').setFontSize(8).setTextColor(90)
    doc.text(show.text(`Page ${doc.getCurrentPageInfo().pageNumber} of {total}`), width - MARGIN, height - 24, { align: 'right' })
    doc.text(brand, MARGIN, height - 24)
    if (note) doc.text(note, MARGIN, height - 35)
    doc.setTextColor(0)
  }

  // The title and the lines wrap at the margin: a long name or address stays on the page.
  const titleLines: string[] = doc.setFont(FONT, 'bold').setFontSize(16).splitTextToSize(title, width - 2 * MARGIN)
  doc.text(titleLines, MARGIN, 48, { lineHeightFactor: 1.2 })
  let y = 48 + titleLines.length * 19.2 + 1
  doc.setFont(FONT, 'normal').setFontSize(10)
  for (const line of lines.flatMap((line) => doc.splitTextToSize(line, width - 2 * MARGIN) as string[])) {
    doc.text(line, MARGIN, y)
    y += 14
  }

  const [regular, bold] = STYLES.map((style) => advances(doc, style))
  const measure = (text: string, isBold: boolean) => {
    const widths = isBold ? bold! : regular!
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
    didDrawPage: ({ cursor }) => {
      footer()
      end = cursor?.y ?? end
    },
  })

  if (signature.length) {
    // Under the table at the right, with room to sign; on a page of its own when the table filled the last one.
    let top = end + 30
    if (top + 60 > height - BOTTOM) {
      doc.addPage()
      footer()
      top = 60
    }
    doc.setFont(FONT, 'bold').setFontSize(10).text(signature[0]!, width - MARGIN, top, { align: 'right' })
    doc.setDrawColor(120).line(width - MARGIN - 170, top + 40, width - MARGIN, top + 40)
    doc.setFont(FONT, 'normal').setFontSize(9).text(signature[1]!, width - MARGIN, top + 52, { align: 'right' })
  }
  doc.putTotalPages('{total}')
  return doc.output('arraybuffer')
}
