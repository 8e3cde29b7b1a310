import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { dayClashes, findClashes, sittingOf, type Matter } from './clashes'

const m = (key: string, courtName: string, courtRoom: string, sittingTime = '', person = 'ANANYA DESHPANDE'): Matter => ({ key, courtName, courtRoom, sittingTime, itemNo: '1', person })

describe('clashes', () => {
  it('reads one sitting however it is printed', () => {
    expect(['10:30 AM', '10.30 a.m.', '10:30am', '10:30'].map(sittingOf)).toEqual(['10:30 AM', '10:30 AM', '10:30 AM', '10:30 AM'])
    expect(sittingOf('2:30 PM')).toBe('2:30 PM')
    expect(sittingOf('')).toBe('the morning sitting')
  })

  it('flags one person in two court rooms of a court in the same sitting, and says why', () => {
    const [clash] = findClashes([m('a', 'CITY CIVIL COURT, MUMBAI', '3', '10:30 AM'), m('b', 'CITY CIVIL COURT, MUMBAI', '7', '10.30 a.m.'), m('c', 'CITY CIVIL COURT, MUMBAI', '9', '2:30 PM')])
    expect(clash).toEqual({
      person: 'ANANYA DESHPANDE', sitting: '10:30 AM', keys: ['a', 'b'],
      why: 'Same sitting (the 10:30 AM sitting) in Court room 3 and Court room 7 of CITY CIVIL COURT, MUMBAI for ANANYA DESHPANDE',
    })
  })

  it('flags one person in two courts in the ordinary sitting, and nobody when another person attends one of them', () => {
    expect(findClashes([m('a', 'FAMILY COURT, BANDRA', '2'), m('b', 'BOMBAY HIGH COURT', '14')])[0]!.why).toBe(
      'Same sitting (the morning sitting) in FAMILY COURT, BANDRA (room 2) and BOMBAY HIGH COURT (room 14) for ANANYA DESHPANDE',
    )
    expect(findClashes([m('a', 'FAMILY COURT, BANDRA', '2'), m('b', 'BOMBAY HIGH COURT', '14', '', 'R. K. JOSHI')])).toEqual([])
  })

  it('does not count a room the list leaves unprinted as another place of its court', () => {
    expect(findClashes([m('a', 'CITY CIVIL COURT', '3'), m('b', 'CITY CIVIL COURT', '')])).toEqual([])
    expect(findClashes([m('a', 'CITY CIVIL COURT', ''), m('b', 'FAMILY COURT', '')])).toHaveLength(1)
  })

  const matter = fc.record({
    key: fc.uuid(),
    courtName: fc.constantFrom('CITY CIVIL COURT', 'FAMILY COURT', 'HIGH COURT'),
    courtRoom: fc.constantFrom('1', '2', '3'),
    sittingTime: fc.constantFrom('', '10:30 AM', '2:30 PM'),
    itemNo: fc.constant('1'),
    person: fc.constantFrom('A', 'B', 'C'),
  })

  it('never flags matters of one court room, nor matters of different people, and flags each matter at most once', () => {
    fc.assert(
      fc.property(fc.uniqueArray(matter, { selector: (x) => x.key, maxLength: 30 }), (matters) => {
        const clashes = findClashes(matters)
        const byKey = new Map(matters.map((x) => [x.key, x]))
        for (const c of clashes) {
          const group = c.keys.map((k) => byKey.get(k)!)
          expect(new Set(group.map((x) => `${x.courtName}|${x.courtRoom}`)).size).toBeGreaterThan(1)
          expect(new Set(group.map((x) => x.person)).size).toBe(1)
        }
        const flagged = clashes.flatMap((c) => c.keys)
        expect(new Set(flagged).size).toBe(flagged.length)
      }),
    )
  })

  it('is the same whatever the order of the matters (symmetric), and a person in one place never clashes', () => {
    fc.assert(
      fc.property(fc.uniqueArray(matter, { selector: (x) => x.key, maxLength: 20 }), (matters) => {
        const keys = (list: Matter[]) => new Set(findClashes(list).flatMap((c) => c.keys))
        expect(keys([...matters].reverse())).toEqual(keys(matters))
        const onePlace = matters.map((x) => ({ ...x, courtName: 'CITY CIVIL COURT', courtRoom: '1' }))
        expect(findClashes(onePlace)).toEqual([])
      }),
    )
  })
})

describe('a day’s clashes from its cause list', () => {
  const entry = (id: string, room: string, next: string, person = 'ANANYA DESHPANDE', confidence = 0.97) => ({
    courtName: 'CITY CIVIL COURT', courtRoom: room, sittingTime: '', itemNo: '1', match: { encryptedCaseId: id, clientCaseNo: id, nextHearingDate: next, attendantAdvocateName: person, confidence },
  })
  it('counts only the day’s own matters, each once where its surest entry puts it', () => {
    const clashes = dayClashes([entry('a', '3', '2026-11-27'), entry('b', '7', '2026-11-27'), entry('b', '3', '2026-11-27', 'ANANYA DESHPANDE', 0.5), entry('c', '9', '2026-12-04')], '2026-11-27')
    expect([...clashes.keys()].sort()).toEqual(['a', 'b'])
    expect(clashes.get('a')!.why).toBe('Same sitting (the morning sitting) in Court room 3 and Court room 7 of CITY CIVIL COURT for ANANYA DESHPANDE')
  })
})
