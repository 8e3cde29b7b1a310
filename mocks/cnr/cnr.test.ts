import { describe, expect, it } from 'vitest'
import kahcText from '../data/cnr/KAHC010337682024.json?raw'
import mhmmText from '../data/cnr/MHMM170047912021.json?raw'
import { generateCnrRecord, type CnrRecord } from './generate'
import { cnrRecord } from '.'

/** CNRs of many states and years, High Courts among them, in a fixed order. */
const SAMPLE = Array.from({ length: 400 }, (_, i) => {
  const state = ['MH', 'KA', 'DL', 'TN', 'ZZ'][i % 5]
  const court = i % 7 === 0 ? 'HC' : 'MM'
  return `${state}${court}${String(i % 99).padStart(2, '0')}${String(1000 + i * 37).padStart(6, '0')}${2015 + (i % 11)}`
})

function dateForm(text: string) {
  if (text === '') return 'empty'
  if (/^\d{2}-\d{2}-\d{4}$/.test(text)) return 'day-first'
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return 'iso'
  if (/^0\d(st|nd|rd|th) [A-Z][a-z]+ \d{4}$/.test(text)) return 'padded-ordinal'
  if (/^\d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4}$/.test(text)) return 'ordinal'
  return 'sentence'
}

function advocateForm(party: object, all: CnrRecord['parties']['petitioners']) {
  if (!('advocate' in party)) return 'missing'
  const advocate = party.advocate as string | null
  if (advocate === null || advocate === '' || advocate === 'NIL' || advocate === '-') return String(advocate)
  if (all.filter((p) => p.advocate === advocate).length > 1) return 'same for two parties'
  return advocate.includes(',') ? 'several' : 'one'
}

function courtForm(text: string) {
  if (/^\d+-.*-\d+$/.test(text)) return 'number-judge-suffix'
  if (/^\d+-/.test(text)) return 'number-judge'
  if (/^\d+[A-Z]\./.test(text)) return 'coram'
  return 'plain'
}

describe('the mock provider’s court records', () => {
  it('answers the two real records as they are, copies each time', () => {
    expect(cnrRecord('MHMM170047912021')).toEqual(JSON.parse(mhmmText))
    expect(cnrRecord('KAHC010337682024')).toEqual(JSON.parse(kahcText))
    const first = cnrRecord('MHMM170047912021') as { title: string }
    first.title = 'changed'
    expect(cnrRecord('MHMM170047912021')).toEqual(JSON.parse(mhmmText))
  })

  it('finds no record for serial 000000 or a malformed CNR', () => {
    for (const cnr of ['MHMM170000002021', 'KAHC010000002024', 'MHMM17-004791-2021', 'mhmm170047912021', 'MHMM17004791202', '']) expect(cnrRecord(cnr), cnr).toBeNull()
  })

  it('generates the same record for the same CNR, and another for another', () => {
    expect(cnrRecord('DLND010012342023')).toEqual(generateCnrRecord('DLND010012342023').record)
    expect(generateCnrRecord('DLND010012342023')).toEqual(generateCnrRecord('DLND010012342023'))
    expect(generateCnrRecord('DLND010012352023').record.title).not.toBe(generateCnrRecord('DLND010012342023').record.title)
    expect(generateCnrRecord('DLND010012342023').record.cnr).toBe('DLND010012342023')
  })

  it('keeps the shape of the real records', () => {
    const real = JSON.parse(mhmmText) as Record<string, Record<string, unknown>>
    for (const cnr of SAMPLE.slice(0, 50)) {
      const record = generateCnrRecord(cnr).record as unknown as Record<string, Record<string, unknown>>
      expect(Object.keys(real)).toEqual(expect.arrayContaining(Object.keys(record)))
      expect(Object.keys(record.status)).toEqual(Object.keys(real.status))
      expect(Object.keys(record.details)).toEqual(Object.keys(real.details))
    }
  })

  it('shows every form court pages and aggregators give', () => {
    const seen = new Map<string, Set<unknown>>()
    const see = (what: string, value: unknown) => seen.set(what, (seen.get(what) ?? new Set()).add(value))
    for (const cnr of SAMPLE) {
      const { record } = generateCnrRecord(cnr)
      for (const date of [record.filing.date, record.registration?.date ?? '', record.status.firstHearingDate, record.status.nextHearingDate]) see('date', dateForm(date))
      see('next date', dateForm(record.status.nextHearingDate))
      const { petitioners, respondents } = record.parties
      see('petitioners', petitioners.length)
      see('respondents', respondents.length)
      for (const side of [petitioners, respondents]) for (const party of side) see('advocate', advocateForm(party, side))
      see('doubled spaces', petitioners.some((p) => p.name.includes('  ')))
      see('FIR', 'firstInformationReport' in record ? (record.firstInformationReport ? 'some' : 'null') : 'missing')
      see('acts', 'acts' in record ? (record.acts!.length ? 'some' : 'none') : 'missing')
      see('registration', record.registration?.number ? 'registered' : record.registration ? 'not yet' : 'missing')
      see('title', record.title.length > 250 ? 'long' : 'short')
      see('court', courtForm(record.status.courtNumberAndJudge))
      see('status', record.status.caseStatus)
    }
    const forms = Object.fromEntries([...seen].map(([what, values]) => [what, [...values].sort()]))
    expect(forms).toEqual({
      date: ['day-first', 'empty', 'iso', 'ordinal', 'padded-ordinal', 'sentence'],
      'next date': ['day-first', 'empty', 'iso', 'ordinal', 'padded-ordinal', 'sentence'],
      petitioners: [1, 2, 3],
      respondents: [1, 2, 3],
      advocate: ['-', 'NIL', 'missing', 'null', 'one', 'same for two parties', 'several', ''].sort(),
      'doubled spaces': [false, true],
      FIR: ['missing', 'null', 'some'],
      acts: ['missing', 'none', 'some'],
      registration: ['missing', 'not yet', 'registered'],
      title: ['long', 'short'],
      court: ['coram', 'number-judge', 'number-judge-suffix', 'plain'],
      status: ['Disposed', 'Pending'],
    })
  })
})
