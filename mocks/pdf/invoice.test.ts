import { describe, expect, it } from 'vitest'
import type { Advocate, AdvocateTransaction } from '../db'
import { placeOfSupply, recipientState, taxesOf } from './invoice'

const advocate = (patch: Partial<Advocate>) => ({ countryCode: 'IN', stateCode: 'MH', gstNo: '', ...patch }) as Advocate
const licence = { gstPercent: 18, gstAmount: 222.21 } as AdvocateTransaction

describe('the licence invoice’s GST', () => {
  it('takes the place of supply from a registered recipient’s GSTIN, else from its address; abroad is 96', () => {
    expect(placeOfSupply(advocate({ stateCode: 'MH', gstNo: '29ABCDE1234F1Z5' }))).toEqual({ code: '29', name: 'KARNATAKA' })
    expect(placeOfSupply(advocate({ stateCode: 'DL', gstNo: '' }))).toEqual({ code: '07', name: 'DELHI' })
    // Not a GSTIN: the address decides.
    expect(placeOfSupply(advocate({ stateCode: 'GJ', gstNo: '12345' }))).toEqual({ code: '24', name: 'GUJARAT' })
    expect(placeOfSupply(advocate({ countryCode: 'AE', stateCode: 'DXB' }))).toEqual({ code: '96', name: 'OTHER COUNTRY' })
    expect(recipientState(advocate({ stateCode: 'CH' }))).toEqual({ code: '04', name: 'CHANDIGARH', union: true })
  })

  it('splits tax within the supplier’s state into CGST and SGST halves that add up to the paisa, and charges IGST across states', () => {
    expect(taxesOf(licence, { code: '27', name: 'MAHARASHTRA' })).toEqual([
      { name: 'CGST', rate: 9, amount: 111.11 },
      { name: 'SGST', rate: 9, amount: 111.1 },
    ])
    expect(taxesOf(licence, { code: '29', name: 'KARNATAKA' })).toEqual([{ name: 'IGST', rate: 18, amount: 222.21 }])
    // A supplier in a union territory without a legislature charges UTGST instead of SGST there.
    expect(taxesOf(licence, { code: '04', name: 'CHANDIGARH', union: true }, '04').map((t) => t.name)).toEqual(['CGST', 'UTGST'])
  })
})
