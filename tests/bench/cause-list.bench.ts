import { bench, describe } from 'vitest'
import { createMatcher, parseCauseList, type DiaryCase } from '@/lib/cause-list'

// The large seed's size: 30,000 cases, and a 600-entry list printed in several spellings.
const TYPES = ['CRA', 'WP(C)', 'BA', 'RCS', 'MACP', 'OS', 'SC', 'FA']
const PRINTED = ['CRL.A.', 'W.P.(C)', 'Bail Application No.', 'R.C.S.', 'MACP/', 'O.S. No.', 'S.C.', 'F.A.']
const NAMES = ['RAMESH KUMAR', 'SUNITA PATIL', 'ANIL JADHAV', 'STATE OF MAHARASHTRA', 'ABC TRADERS', 'MOHAN LAL', 'SITA DEVI', 'UNION OF INDIA']
const cases: DiaryCase[] = Array.from({ length: 30_000 }, (_, i) => ({
  caseId: i,
  caseNo: `${TYPES[i % 8]}/${i % 997}/${2000 + (i % 25)}`,
  caseTypeName: '',
  cnr: null,
  petitioner: `${NAMES[i % 8]} ${i}`,
  respondent: NAMES[(i + 3) % 8]!,
}))
const list = Array.from({ length: 600 }, (_, i) => `${i + 1}. ${PRINTED[i % 8]} ${(i * 7) % 1500}/${2000 + (i % 30)}  ${NAMES[i % 8]} VS ${NAMES[(i + 5) % 8]}`).join('\n')

describe('cause list: 600 entries against 30,000 cases', () => {
  bench('parse the text', () => {
    parseCauseList(list)
  })
  bench('index the diary', () => {
    createMatcher(cases)
  })
  const match = createMatcher(cases)
  const entries = parseCauseList(list)
  bench('match every entry', () => {
    for (const entry of entries) match(entry)
  })
})
