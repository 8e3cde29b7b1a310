import type { CustomerInquiry, RegType } from '../types'
import type { SeedContext } from './context'
import { INDIAN_STATES } from './geography'
import { ROLE_PRICES } from './menu'
import { email, person } from './people'

const REG_TYPES: [RegType, number][] = [['O', 35], ['S', 20], ['P', 30], ['M', 15]]

/** Enquiries from prospective advocates; paid registrations carry a licence price with 18% GST. */
export function generateInquiries(ctx: SeedContext, count = 30): CustomerInquiry[] {
  const { rng } = ctx
  const states = INDIAN_STATES.map((s) => [s.code, s.code === 'MH' ? 12 : s.cities.length >= 3 ? 3 : 1] as const)
  const rows: CustomerInquiry[] = []
  for (let i = 1; i <= count; i++) {
    const p = person(ctx)
    const regType = rng.weighted(REG_TYPES)
    const paid = regType === 'O' || regType === 'S' || (regType === 'M' && rng.chance(0.4))
    rows.push({
      inquiryId: i,
      countryCode: 'IN',
      stateCode: rng.weighted(states),
      advocateName: p.name,
      mobileNo: rng.mobile(),
      email: email(ctx, `${p.first}.${p.last}`, 100 + i),
      regType,
      totalAmount: paid ? Math.round((ROLE_PRICES[rng.int(1, 3)] ?? 12000) * 1.18) : 0,
    })
  }
  return rows
}

