/** A piece of text on a PDF page and where it sits (PDF units, y upwards). */
export interface TextPiece {
  text: string
  x: number
  y: number
  width: number
}

/**
 * A page's pieces as lines of text, read top to bottom and left to right. Pieces within half a line of each
 * other share a line; a wide gap between pieces becomes two spaces, which is how the cause-list reader tells a
 * column (the advocates after the parties) from a word.
 */
export function pageLines(pieces: TextPiece[], lineHeight = 6): string[] {
  const rows: { y: number; pieces: TextPiece[] }[] = []
  for (const piece of [...pieces].filter((p) => p.text.trim()).sort((a, b) => b.y - a.y || a.x - b.x)) {
    const row = rows.find((r) => Math.abs(r.y - piece.y) <= lineHeight / 2)
    if (row) row.pieces.push(piece)
    else rows.push({ y: piece.y, pieces: [piece] })
  }
  return rows.map((row) => {
    const sorted = row.pieces.sort((a, b) => a.x - b.x)
    let line = ''
    let end = Number.NEGATIVE_INFINITY
    for (const p of sorted) {
      const gap = p.x - end
      line += line ? (gap > lineHeight * 1.5 ? '  ' : gap > 0.5 ? ' ' : '') : ''
      line += p.text.trim()
      end = p.x + p.width
    }
    return line
  })
}

/**
 * The text of a PDF (a court's cause list), line by line, read in the browser with pdf.js. Loaded only by the
 * screen that reads PDFs: pdf.js and its worker are fetched on first use.
 */
export async function pdfText(data: ArrayBuffer): Promise<string> {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')])
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default
  const doc = await pdfjs.getDocument({ data: new Uint8Array(data) }).promise
  try {
    const lines: string[] = []
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n)
      const content = await page.getTextContent()
      const pieces = content.items.flatMap((item) =>
        'str' in item ? [{ text: item.str, x: item.transform[4] as number, y: item.transform[5] as number, width: item.width }] : [],
      )
      const height = content.items.reduce((h, item) => ('height' in item && item.height > 0 ? Math.min(h, item.height) : h), 12)
      lines.push(...pageLines(pieces, Math.max(4, height)))
    }
    return lines.join('\n')
  } finally {
    void doc.destroy()
  }
}
