import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { INVALID_DATE, dateText } from './date-schema'
import { inputToWire, normalizeDateInput } from './date-input'

const messages = (schema: z.ZodMiniType, value: string) => {
  const result = schema.safeParse(value)
  return result.success ? [] : result.error.issues.map((i) => i.message)
}

describe('date fields (spec §5: DD-MM-YYYY, YYYY-MM-DD, MM/DD/YYYY)', () => {
  it('asks for a required date with the screen’s message, once', () => {
    expect(messages(dateText('Select register date'), '')).toEqual(['Select register date'])
    expect(messages(dateText(), '')).toEqual([])
  })

  it.each(['29-02-2028', '2028-02-29', '02/29/2028'])('accepts %s, shows it as 29-02-2028 and sends 2028-02-29', (typed) => {
    expect(messages(dateText('x'), typed)).toEqual([])
    expect(normalizeDateInput(typed)).toBe('29-02-2028')
    expect(inputToWire(typed)).toBe('2028-02-29')
  })

  it.each(['29-02-2026', '31-04-2026', '2026-13-01', '5-3-2026', 'tomorrow'])('rejects %s', (typed) => {
    expect(messages(dateText('x'), typed)).toEqual([INVALID_DATE])
    expect(normalizeDateInput(typed)).toBeNull()
  })
})
