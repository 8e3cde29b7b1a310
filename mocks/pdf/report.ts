import { jsPDF } from 'jspdf'
import { autoTable, type RowInput } from 'jspdf-autotable'
import regularUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url'
import boldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url'

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
  body: RowInput[]
  /** A closing row such as a total. */
  foot?: RowInput[]
  orientation?: 'portrait' | 'landscape'
}

/** Helvetica has no ₹ (it prints '¹'): embed DejaVu Sans, regular and bold, for every report. */
const FONT = 'DejaVuSans'
let fonts: Promise<[string, string]> | null = null

function toBase64(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer)
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

async function fetchFont(url: string): Promise<string> {
  const response = await fetch(new URL(url, globalThis.location?.href))
  if (!response.ok) throw new Error(`font ${url}: HTTP ${response.status}`)
  return toBase64(await response.arrayBuffer())
}

const loadFonts = () => (fonts ??= Promise.all([fetchFont(regularUrl), fetchFont(boldUrl)]).catch((e: unknown) => ((fonts = null), Promise.reject(e))))

export async function renderReport(spec: ReportSpec): Promise<ArrayBuffer> {
  const [regular, bold] = await loadFonts()
  const doc = new jsPDF({ orientation: spec.orientation ?? 'landscape', unit: 'pt', format: 'a4', compress: true })
  doc.addFileToVFS(`${FONT}.ttf`, regular)
  doc.addFont(`${FONT}.ttf`, FONT, 'normal')
  doc.addFileToVFS(`${FONT}-Bold.ttf`, bold)
  doc.addFont(`${FONT}-Bold.ttf`, FONT, 'bold')
  doc.setProperties({ title: spec.title, creator: 'Case Diary' })

  const margin = 40
  doc.setFont(FONT, 'bold').setFontSize(16).text(spec.title, margin, 48)
  doc.setFont(FONT, 'normal').setFontSize(10)
  spec.lines.forEach((line, i) => doc.text(line, margin, 68 + i * 14))

  autoTable(doc, {
    startY: 68 + spec.lines.length * 14 + 6,
    head: [spec.head],
    body: spec.body,
    foot: spec.foot,
    margin: { left: margin, right: margin, bottom: 50 },
    styles: { font: FONT, fontSize: 9, cellPadding: 4, overflow: 'linebreak' },
    headStyles: { font: FONT, fontStyle: 'bold', fillColor: [30, 58, 95], textColor: 255 },
    footStyles: { font: FONT, fontStyle: 'bold', fillColor: [238, 244, 251], textColor: 20 },
    didDrawPage: () => {
      const { width, height } = doc.internal.pageSize
      doc.setFont(FONT, 'normal').setFontSize(8).setTextColor(90)
      doc.text(`Page ${doc.getCurrentPageInfo().pageNumber} of {total}`, width - margin, height - 24, { align: 'right' })
      doc.text('Case Diary', margin, height - 24)
      doc.setTextColor(0)
    },
  })
  doc.putTotalPages('{total}')
  return doc.output('arraybuffer')
}
