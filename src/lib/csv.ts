/**
 * The app's one export to CSV: RFC 4180 text (CRLF rows, fields quoted where needed) with a UTF-8 byte order
 * mark, so Excel opens Devanagari and ₹ as written rather than as mojibake.
 */
export type CsvCell = string | number | null | undefined

const BOM = '\uFEFF'

/**
 * A cell as text. One that starts like a formula (=, +, -, @, tab, return) is prefixed with an apostrophe, so a
 * spreadsheet shows it instead of running it (OWASP CSV injection); numbers stay numbers.
 */
function cell(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return String(value)
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The CSV text of a header row and its rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return BOM + [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n'
}

/** A file name from any text: letters and digits kept (Devanagari too), everything else one dash. */
export const csvFileName = (name: string) => `${name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '') || 'export'}.csv`

/** Offers a file to the user as a download named `fileName`. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName })
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked later, not at once: some browsers read the blob after the click returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/** Offers the text to the user as a download named `fileName`. */
export const downloadCsv = (text: string, fileName: string) => downloadBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName)
