import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * The text of a PDF file as a person reads it, by pdftotext (Debian poppler-utils) with its layout kept; `drawn`
 * gives it in the order it was drawn instead (a table cell's lines one after another).
 * Without pdftotext the answer is null (CI installs it, and there its absence fails the test).
 */
export function pdfFileText(file: string, order: 'layout' | 'drawn' = 'layout'): string | null {
  try {
    return execFileSync('pdftotext', [order === 'layout' ? '-layout' : '-raw', file, '-'], { encoding: 'utf8' })
  } catch (error) {
    // Only a missing pdftotext excuses the test; a file that is no PDF fails it everywhere.
    if (process.env.CI || (error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    return null
  }
}

/** The same for a PDF the test holds in memory. */
export async function pdfText(pdf: Blob, order: 'layout' | 'drawn' = 'layout'): Promise<string | null> {
  const dir = mkdtempSync(join(tmpdir(), 'case-diary-pdf-'))
  try {
    const file = join(dir, 'report.pdf')
    writeFileSync(file, new Uint8Array(await pdf.arrayBuffer()))
    return pdfFileText(file, order)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
