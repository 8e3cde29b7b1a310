import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { courtTypeSchema, MESSAGES } from '@/features/court-type-master/schema'
import { maxStoredLength, upperCased } from './payload'

describe('length limits on upper-cased text', () => {
  const name = z.string().check(maxStoredLength(4, 'too long'))
  it('count the text as it is stored, upper-cased', () => {
    expect(name.safeParse('ßß').success).toBe(true)
    expect(name.safeParse('ßßß').error?.issues[0]?.message).toBe('too long')
    expect(upperCased({ n: 'ßß' }).n).toBe('SSSS')
  })

  it('refuse a court type name of 50 × ß (100 characters once upper-cased)', () => {
    expect(courtTypeSchema.safeParse({ courtTypeName: 'ß'.repeat(50) }).error?.issues[0]?.message).toBe(MESSAGES.nameTooLong)
    expect(courtTypeSchema.safeParse({ courtTypeName: 'ß'.repeat(25) }).success).toBe(true)
  })
})

describe('e-mail addresses', () => {
  it('are never upper-cased: they keep the case they were typed in (trimmed), whatever the field is called', () => {
    const sent = upperCased({ clientName: 'Asha Rao', emailId: ' Asha.Rao@Example.com ', fromEmail: 'Office@Firm.in', bccEmail: 'a@B.in' })
    expect(sent).toEqual({ clientName: 'ASHA RAO', emailId: 'Asha.Rao@Example.com', fromEmail: 'Office@Firm.in', bccEmail: 'a@B.in' })
  })
})
