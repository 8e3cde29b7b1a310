import { describe, expect, it } from 'vitest'
import { postedStorage } from './posted-storage'

describe('postedStorage', () => {
  it('starts with what the page kept and tells the page every change, in order', () => {
    const told: [string, string | null][] = []
    const storage = postedStorage({ 'case-diary:mock-db': '{"v":1}' }, (key, value) => told.push([key, value]))
    expect(storage.getItem('case-diary:mock-db')).toBe('{"v":1}')
    expect(storage.getItem('other')).toBeNull()
    storage.setItem('case-diary:mock-db:backup', 'old')
    storage.removeItem('case-diary:mock-db')
    expect(storage.length).toBe(1)
    expect(storage.key(0)).toBe('case-diary:mock-db:backup')
    expect(told).toEqual([
      ['case-diary:mock-db:backup', 'old'],
      ['case-diary:mock-db', null],
    ])
  })

  it('says nothing about removing a key it does not hold, and clear removes each one', () => {
    const told: [string, string | null][] = []
    const storage = postedStorage({ a: '1', b: '2' }, (key, value) => told.push([key, value]))
    storage.removeItem('missing')
    storage.clear()
    expect(told).toEqual([
      ['a', null],
      ['b', null],
    ])
    expect(storage.length).toBe(0)
  })
})
