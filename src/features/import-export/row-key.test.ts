import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { rowKey, type ImportRow } from './row-key'

const row = (name: string, mobile: string): Omit<ImportRow, 'Key' | 'Line'> => ({ Kind: 'CLIENT', ClientName: name, MobileNo: mobile })

describe('rowKey', () => {
  it('is the same for the same row wherever it sits and whatever order its fields were written in, and fits the contract', () => {
    const a = rowKey({ ...row('सुनीता पाटील', '9876543210'), Line: 3, Key: 'x' })
    const b = rowKey({ MobileNo: '9876543210', ClientName: 'सुनीता पाटील', Kind: 'CLIENT', Line: 90 })
    expect(a).toBe(b)
    expect(a).toMatch(/^[A-Za-z0-9_-]{1,64}$/)
  })

  it('differs when anything the row says differs', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 50 }), fc.string({ minLength: 1, maxLength: 50 }), (a, b) => {
        fc.pre(a !== b)
        expect(rowKey(row(a, '9876543210'))).not.toBe(rowKey(row(b, '9876543210')))
      }),
    )
  })
})
