import { describe, expect, it } from 'vitest'
import { CNR_MESSAGES } from '@/records/cnr-rules'
import { MESSAGES } from '@/records/case-schema'
import { CNR_LIST_MAX, cleanCnr, failedText, parseCnrList } from './cnr-list'

const problems = (text: string) => parseCnrList(text).lines.map((l) => [l.cnr, l.problem ?? null])

describe('reading a list of CNRs', () => {
  it('cleans each CNR: upper case, hyphens and spaces out', () => {
    expect(cleanCnr('MHAU01-999999-2015')).toBe('MHAU019999992015')
    expect(cleanCnr(' mhau01 999999 2015 ')).toBe('MHAU019999992015')
    expect(parseCnrList('MHAU01-999999-2015\nmhau019999992016\n  kahc 0103 3768 2024 ').lines.map((l) => l.cnr)).toEqual([
      'MHAU019999992015',
      'MHAU019999992016',
      'KAHC010337682024',
    ])
  })

  it('says what is wrong with a CNR in the spec’s words, one message at a time', () => {
    expect(CNR_MESSAGES).toEqual({ length: MESSAGES.cnrLength, pattern: MESSAGES.cnrPattern, empty: MESSAGES.cnrEmpty, notFound: MESSAGES.cnrNotFound })
    expect(problems('MHAU0199999920\nMHAU0199999920155\n1HAU019999992015\nMHAUX19999992015\nMHAU019999992015')).toEqual([
      ['MHAU0199999920', 'Case number record should have 16 long'],
      ['MHAU0199999920155', 'Case number record should have 16 long'],
      ['1HAU019999992015', 'CNR must start with 4 letters followed by 12 digits'],
      ['MHAUX19999992015', 'CNR must start with 4 letters followed by 12 digits'],
      ['MHAU019999992015', null],
    ])
  })

  it('reads the mobile number, e-mail address and gender after the CNR, separated by commas or tabs', () => {
    const [comma, tab, only, quoted] = parseCnrList(
      'MHAU019999992015, 9876543210, name@example.in, F\nMHAU019999992016\t98765 43210\tx@y.in\tmale\nMHAU019999992017,9876543210\n"MHAU019999992018","9876543210","a@b.co","T"',
    ).lines
    expect(comma).toMatchObject({ line: 1, cnr: 'MHAU019999992015', mobile: '9876543210', email: 'name@example.in', gender: 'FEMALE' })
    expect(tab).toMatchObject({ cnr: 'MHAU019999992016', mobile: '9876543210', email: 'x@y.in', gender: 'MALE' })
    expect(only).toMatchObject({ cnr: 'MHAU019999992017', mobile: '9876543210', email: '', gender: '' })
    expect(quoted).toMatchObject({ cnr: 'MHAU019999992018', email: 'a@b.co', gender: 'TRANSGENDER' })
    for (const line of [comma, tab, only, quoted]) expect(line.problem).toBeUndefined()
  })

  it('checks the client’s details with the spec’s messages', () => {
    expect(problems('MHAU019999992015, 0876543210\nMHAU019999992016, 98765432\nMHAU019999992017, 9876543210, name@example\nMHAU019999992018, 9876543210, a@b.in, X').map(([, p]) => p)).toEqual([
      'Invalid mobile number, number should be of 10 digits should not start with 0',
      'Invalid mobile number, number should be of 10 digits should not start with 0',
      'Please enter valid email address',
      'Gender should be M, F or T',
    ])
  })

  it('names a CNR listed twice once, looks it up once, and keeps line numbers as written', () => {
    const list = parseCnrList('CNR, Mobile, Email\nMHAU019999992015\n\nmhau01-999999-2015, 9876543210\nKAHC010337682024\nMHAU019999992015')
    expect(list.lines.map((l) => [l.line, l.cnr])).toEqual([
      [2, 'MHAU019999992015'],
      [5, 'KAHC010337682024'],
    ])
    expect(list.twice).toEqual([{ cnr: 'MHAU019999992015', lines: [2, 4, 6] }])
    expect(list.count).toBe(4)
  })

  it('takes at most 500 lines a batch', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `MHAU01${String(i + 1).padStart(6, '0')}2015`).join('\n')
    expect(parseCnrList(lines(CNR_LIST_MAX)).tooMany).toBe(false)
    expect(parseCnrList(`${lines(CNR_LIST_MAX)}\n\n`).tooMany).toBe(false)
    expect(parseCnrList(lines(CNR_LIST_MAX + 1)).tooMany).toBe(true)
  })

  it('hands failed lines back as written', () => {
    expect(failedText([{ text: 'MHAU01-999999-2015, 9876543210' }, { text: 'x' }])).toBe('MHAU01-999999-2015, 9876543210\nx')
  })
})
