import { describe, expect, it } from 'vitest'
import { addressOf, ALL, CLIENT_TYPES, clientListFilters, EMPTY, MESSAGES, toRequest } from './schema'

const messagesOf = (value: unknown) => {
  const result = clientListFilters.safeParse(value)
  return result.success ? [] : result.error.issues.map((i) => i.message)
}

describe('client list report filters', () => {
  it('start with both client types, and need a country and a state (spec 3 §5)', () => {
    expect(EMPTY.clientType).toBe(ALL)
    expect(messagesOf(EMPTY)).toEqual([MESSAGES.country, MESSAGES.state])
    expect(messagesOf({ ...EMPTY, countryCode: 'IN' })).toEqual([MESSAGES.state])
    expect(messagesOf({ ...EMPTY, countryCode: 'IN', stateCode: 'MH' })).toEqual([])
  })

  it('accept the two client types of spec 3 §9 and All, and nothing else', () => {
    for (const { value } of CLIENT_TYPES) expect(messagesOf({ countryCode: 'IN', stateCode: 'MH', clientType: value })).toEqual([])
    for (const clientType of ['', 'individual', 'PERSON']) expect(messagesOf({ countryCode: 'IN', stateCode: 'MH', clientType })).toEqual([MESSAGES.clientType])
  })

  it('send All as "" and a type as itself', () => {
    expect(toRequest({ countryCode: 'IN', stateCode: 'MH', clientType: ALL })).toEqual({ stateCode: 'MH', clientType: '' })
    expect(toRequest({ countryCode: 'IN', stateCode: 'MH', clientType: 'ORGANIZATION' })).toEqual({ stateCode: 'MH', clientType: 'ORGANIZATION' })
  })

  it('join up to three address lines with commas, leaving out empty ones', () => {
    expect(addressOf({ clientAddress1: '12, MG ROAD', clientAddress2: 'ANDHERI', clientAddress3: 'MUMBAI' })).toBe('12, MG ROAD, ANDHERI, MUMBAI')
    expect(addressOf({ clientAddress1: 'A', clientAddress2: '  ', clientAddress3: null })).toBe('A')
    expect(addressOf({})).toBe('')
  })
})
