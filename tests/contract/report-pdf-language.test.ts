import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { api } from '@/api/client'
import { readPdf } from '@/api/pdf'
import { DEMO_ADVOCATE_CODE, encryptId } from '@mocks/db'
import { MARKER_NOTE } from '@mocks/pdf/legible'
import { renderReport } from '@mocks/pdf/report'
import { pdfLanguage } from '@mocks/pdf/language'
import { texts } from '@mocks/pdf/texts'
import { provider } from '@mocks/provider'
import { pdfText } from '../support/pdf-text'
import { signInAs } from '../support/session'

/**
 * Devanagari in the report PDFs is shaped (conjuncts, reph, the i-matra before its consonant, marks on their base)
 * and stays text: pdftotext gives back the string as entered. The PDF's own words follow Accept-Language.
 */
const own = encryptId('advocate', DEMO_ADVOCATE_CODE)
const CLIENT = 'क्षितिज त्रिपाठी'
const TITLE = 'श्रीमती सुनीता पाटील v. रमेश कुमार शर्मा'
const squeezed = (text: string | null) => text && text.replace(/\s+/g, ' ')

/** A client of the demo advocate with a case and a payment, renamed in Devanagari; its code. */
function devanagariClient(): string {
  const data = provider().db
  const client = data.clients.find((c) => c.advocateCode === DEMO_ADVOCATE_CODE && data.clientPayments.some((p) => p.clientCode === c.clientCode))!
  client.clientName = CLIENT
  for (const k of data.cases) if (k.clientCode === client.clientCode) k.caseTitle = TITLE
  return String(client.clientCode)
}

async function statement(language: string, ClientCode: string, ReportType: 'Summary' | 'Details' = 'Summary') {
  const body = { PageNumber: 1, PageSize: 1000, EncryptedAdvocateCode: own, ClientCode, ReportType, ClientCaseNo: '', FromDate: '2000-01-01', ToDate: '2099-12-31', isGeneratePDF: true }
  const { data } = await api.POST('/client-report-detail', { body, headers: { 'Accept-Language': language }, parseAs: 'blob' })
  return readPdf(data as unknown as Blob)
}

describe('a report PDF in the reader’s language', () => {
  it('client-report-detail in Hindi: the Devanagari name and case title as entered, the title, labels, headings and page line in Hindi', async () => {
    await signInAs('advocate')
    const code = devanagariClient()
    const text = squeezed(await pdfText(await statement('hi', code), 'drawn'))
    if (text === null) return
    expect(text).toContain('पक्षकार खाता विवरण')
    expect(text).toContain(`पक्षकार: ${CLIENT}`)
    expect(text).toContain('अधिवक्ता:')
    expect(text).toContain('वाद संख्या')
    expect(text).toContain(TITLE)
    expect(text).toContain('पृष्ठ 1 / 1')
    expect(text).not.toContain(MARKER_NOTE)
    expect(text).not.toContain('Client Statement of Account')
  })

  it('client-report-detail in Marathi, details: the name, the Marathi title, headings and page line', async () => {
    await signInAs('advocate')
    const code = devanagariClient()
    const text = squeezed(await pdfText(await statement('mr-IN, hi;q=0.8', code, 'Details'), 'drawn'))
    if (text === null) return
    expect(text).toContain('पक्षकार खाते उतारा')
    expect(text).toContain(`पक्षकार: ${CLIENT}`)
    expect(text).toContain('केस क्रमांक')
    expect(text).toContain('एकूण रक्कम')
    expect(text).toContain(TITLE)
    expect(text).toContain('पान 1 / 1')
  })

  it('any other language, or none, is English; the Devanagari data is still shown', async () => {
    await signInAs('advocate')
    const code = devanagariClient()
    const text = squeezed(await pdfText(await statement('fr', code), 'drawn'))
    if (text === null) return
    expect(text).toContain('Client Statement of Account')
    expect(text).toContain(`Client: ${CLIENT}`)
    expect(text).toContain('Page 1 of 1')
  })
})

describe('the PDF pipeline with Devanagari', () => {
  const NAMES = ['रमेश कुमार शर्मा', 'क्षितिज त्रिपाठी', 'श्रीमती सुनीता पाटील', 'ज्ञानेश्वर क़ानूनगो', 'हिंदी', 'Ramesh रमेश']

  it('shapes names in cells, title, lines, headings, totals and footer, and a reader gets each back as entered', async () => {
    const pdf = await renderReport({
      title: 'Case Schedule',
      language: 'hi',
      lines: [`Advocate: ${NAMES[1]}`, 'From 01-11-2026 to 30-11-2026'],
      head: ['S. No.', 'Client Name', 'Amount'],
      body: NAMES.map((name, i) => [i + 1, name, '₹1,200.00']),
      foot: [['', 'Total', '₹7,200.00']],
      signedBy: 'श्री विधि सेवा',
    })
    const layout = await pdfText(new Blob([pdf]))
    if (layout === null) return
    for (const line of ['पेशी सूची', `अधिवक्ता: ${NAMES[1]}`, '01-11-2026 से 30-11-2026 तक', 'पक्षकार का नाम', 'पृष्ठ 1 / 1', 'कृते श्री विधि सेवा', 'अधिकृत हस्ताक्षरकर्ता']) expect(layout).toContain(line)
    for (const name of NAMES) expect(layout).toMatch(new RegExp(`\\d\\s+${name}\\s+₹1,200\\.00`))
    expect(layout).toMatch(/कुल\s+₹7,200\.00/)
    expect(layout).not.toContain(MARKER_NOTE)
    // The first page renders (the font is embedded: this machine has no Devanagari font of its own).
    const dir = mkdtempSync(join(tmpdir(), 'case-diary-pdf-'))
    try {
      writeFileSync(join(dir, 'report.pdf'), new Uint8Array(pdf))
      execFileSync('pdftoppm', ['-png', '-r', '100', '-f', '1', '-l', '1', join(dir, 'report.pdf'), join(dir, 'page')])
      const fonts = execFileSync('pdffonts', [join(dir, 'report.pdf')], { encoding: 'utf8' })
      expect(fonts).toMatch(/NotoSansDevanagari\s+CID TrueType\s+Identity-H\s+yes/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('wraps a long Devanagari cell in a narrow column at its spaces, every word kept', async () => {
    const long = Array.from({ length: 12 }, () => 'क्षितिज त्रिपाठी').join(' ')
    const pdf = await renderReport({ title: 'Case Schedule', lines: [], head: ['Case Title', 'Client Name', 'Next Date', 'Purpose', 'Court'], body: [['A'.repeat(60), long, '26-11-2026', 'Hearing', 'District Court']] })
    const drawn = squeezed(await pdfText(new Blob([pdf]), 'drawn'))
    if (drawn === null) return
    expect(drawn).toContain(long)
  })

  it('a report without Devanagari does not embed the Devanagari font', async () => {
    const pdf = await renderReport({ title: 'Case Schedule', lines: ['Advocate: Ramesh'], head: ['Client Name'], body: [['Ramesh Kumar']] })
    expect(new TextDecoder('latin1').decode(pdf)).not.toContain('NotoSansDevanagari')
  })
})

describe('the words of a PDF', () => {
  it('take the language from Accept-Language: en, hi or mr, the first known tag wins, anything else is English', () => {
    const asking = (value?: string) => pdfLanguage(new Request('http://x/', { headers: value ? { 'Accept-Language': value } : {} }))
    expect(asking('hi')).toBe('hi')
    expect(asking('mr-IN, hi;q=0.8')).toBe('mr')
    expect(asking('fr, hi;q=0.5')).toBe('hi')
    expect(asking('fr')).toBe('en')
    expect(asking()).toBe('en')
  })

  it('translate titles, labels before a colon, templates and fixed values; data stays as entered', () => {
    const hi = texts('hi')
    expect(hi('Case List Report: Case List Diary')).toBe('केस सूची रिपोर्ट: केस सूची डायरी')
    expect(hi('From Date: 01-11-2026   To Date: 30-11-2026')).toBe('दिनांक से: 01-11-2026   दिनांक तक: 30-11-2026')
    expect(hi('Report Type: Summary')).toBe('रिपोर्ट प्रकार: सारांश')
    expect(hi('Client: Total Legal Pvt Ltd')).toBe('पक्षकार: Total Legal Pvt Ltd')
    expect(hi('Ramesh Kumar')).toBe('Ramesh Kumar')
    expect(texts('mr')('Page 3 of 12')).toBe('पान 3 / 12')
    expect(texts('en')('Page 3 of 12')).toBe('Page 3 of 12')
  })
})
