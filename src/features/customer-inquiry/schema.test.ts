import { afterEach, describe, expect, it } from 'vitest'
import { chooseLanguage } from '@/i18n/texts'
import { ALL, EMPTY, inquiryFilters, MESSAGES, REG_TYPES, regTypeName, toRequest } from './schema'

const messagesOf = (value: unknown) => {
  const result = inquiryFilters.safeParse(value)
  return result.success ? [] : result.error.issues.map((i) => i.message)
}

describe('customer inquiry filters', () => {
  it('start with All and need a country and a state (spec 3 §5)', () => {
    expect(EMPTY.regType).toBe(ALL)
    expect(messagesOf(EMPTY)).toEqual([MESSAGES.country, MESSAGES.state])
    expect(messagesOf({ ...EMPTY, countryCode: 'IN' })).toEqual([MESSAGES.state])
    expect(messagesOf({ ...EMPTY, countryCode: 'IN', stateCode: 'MH' })).toEqual([])
  })

  it('accept the five reg types of spec 3 §2.13 in its order, and nothing else', () => {
    expect(REG_TYPES.map((t) => t.label)).toEqual(['Approved Online', 'BySelf', 'Pending Online', 'Marketing Register', 'All'])
    for (const { value } of REG_TYPES) expect(messagesOf({ countryCode: 'IN', stateCode: 'MH', regType: value })).toEqual([])
    for (const regType of ['', 'X', 'o']) expect(messagesOf({ countryCode: 'IN', stateCode: 'MH', regType })).toEqual([MESSAGES.regType])
  })

  it('send All as "" and the other types by their codes (spec 3 §9)', () => {
    expect(toRequest({ countryCode: 'IN', stateCode: 'MH', regType: ALL })).toEqual({ countryCode: 'IN', stateCode: 'MH', regType: '' })
    expect(['O', 'S', 'P', 'M'].map((regType) => toRequest({ countryCode: 'IN', stateCode: 'MH', regType }).regType)).toEqual(['O', 'S', 'P', 'M'])
  })

  it('show a row’s reg type by name, and an unknown one as sent', () => {
    expect(['O', 'S', 'P', 'M'].map(regTypeName)).toEqual(['Approved Online', 'BySelf', 'Pending Online', 'Marketing Register'])
    expect(regTypeName('ALL')).toBe('ALL')
    expect(regTypeName('Walk-in')).toBe('Walk-in')
    expect(regTypeName(null)).toBe('')
  })
})

describe('a row’s reg type in Hindi', () => {
  afterEach(() => chooseLanguage('en'))
  it('is named in Hindi, and a code the app does not know stays as sent', async () => {
    await chooseLanguage('hi')
    expect(['O', 'M', 'X'].map(regTypeName)).toEqual(['ऑनलाइन स्वीकृत', 'मार्केटिंग से पंजीकृत', 'X'])
  })
})
