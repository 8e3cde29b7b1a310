import { describe, expect, it } from 'vitest'
import { csvFileName, toCsv } from './csv'

describe('CSV export', () => {
  it('starts with a UTF-8 byte order mark and ends every row with CRLF', () => {
    const text = toCsv(['A', 'B'], [['1', 2]])
    expect(text.charCodeAt(0)).toBe(0xfeff)
    expect(text.slice(1)).toBe('A,B\r\n1,2\r\n')
  })

  it('quotes commas, quotes and line breaks, and keeps Devanagari as written', () => {
    const text = toCsv(['Summary'], [['Said "yes", then left'], ['line one\nline two'], ['सुनवाई पूर्ण']])
    expect(text.slice(1).split('\r\n')).toEqual(['Summary', '"Said ""yes"", then left"', '"line one\nline two"', 'सुनवाई पूर्ण', ''])
    expect(new TextEncoder().encode(text).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]))
  })

  it('shows a cell that looks like a formula instead of running it; numbers and empty cells stay as they are', () => {
    expect(toCsv(['x'], [['=HYPERLINK("x")'], ['-5'], ['@sum'], [-5], [null], [undefined]]).slice(1)).toBe(`x\r\n"'=HYPERLINK(""x"")"\r\n'-5\r\n'@sum\r\n-5\r\n\r\n\r\n`)
  })

  it('makes a file name of any text', () => {
    expect(csvFileName('timeline WP/12/2026')).toBe('timeline-WP-12-2026.csv')
    expect(csvFileName('///')).toBe('export.csv')
  })
})
