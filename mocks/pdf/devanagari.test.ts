import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { renderReport } from './report'

const NAMES = ['रमेश कुमार शर्मा', 'क्षितिज त्रिपाठी', 'श्रीमती सुनीता पाटील', 'Ramesh रमेश', 'ज्ञानेश्वर क़ानूनगो', 'हिंदी']

describe('Devanagari in a report', () => {
  it('draws', async () => {
    const pdf = await renderReport({ title: 'Case Schedule', language: 'hi', lines: ['Advocate: क्षितिज त्रिपाठी', 'From 01-11-2026 to 30-11-2026'], head: ['S. No.', 'Client Name', 'Amount'], body: NAMES.map((n, i) => [i + 1, n, '₹1,200.00']), foot: [['', 'Total', '₹7,200.00']] })
    const dir = process.env.KEEP_PDF ?? mkdtempSync(join(tmpdir(), 'deva-'))
    writeFileSync(join(dir, 'r.pdf'), new Uint8Array(pdf))
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'r.pdf'), '-'], { encoding: 'utf8' })
    console.log(text)
    for (const n of NAMES) expect(text).toContain(n)
  })
})
