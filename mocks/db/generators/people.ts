import type { Gender } from '../types'
import { AREAS, BUILDING_NAMES, BUILDINGS, PIN_PREFIX } from './catalog'
import type { SeedContext } from './context'
import { stateInfo } from './geography'

export interface Person {
  first: string
  last: string
  name: string
  gender: Gender
}

export function person(ctx: SeedContext, gender?: Gender): Person {
  const { rng, pools } = ctx
  const g = gender ?? (rng.chance(0.5) ? 'MALE' : 'FEMALE')
  const first = rng.pick(g === 'FEMALE' ? pools.femaleFirst : pools.maleFirst)
  const last = rng.pick(pools.last)
  return { first, last, name: `${first} ${last}`, gender: g }
}

/** 'R. K. SHARMA' style, as cause lists print judges and opposing counsel. */
export function initialsName(ctx: SeedContext): string {
  const p = person(ctx)
  const second = ctx.rng.pick(ctx.pools.maleFirst)
  return `${p.first[0]}. ${second[0]}. ${p.last}`
}

/** A mobile number no other seeded person has. */
export function uniqueMobile(ctx: SeedContext): string {
  let mobile = ctx.rng.mobile()
  while (ctx.usedMobiles.has(mobile)) mobile = ctx.rng.mobile()
  ctx.usedMobiles.add(mobile)
  return mobile
}

/** Reserved example domains only: the demo must never mail a real address. */
const DOMAINS = ['example.com', 'example.net', 'example.org']

export function email(ctx: SeedContext, local: string, n: number): string {
  return `${local.toLowerCase().replace(/[^a-z0-9.]+/g, '.')}${n}@${ctx.rng.pick(DOMAINS)}`
}

export function cityOf(ctx: SeedContext, stateCode: string): string {
  const info = stateInfo(stateCode)
  // The first cities are where most people and courts are.
  if (!info) return ctx.db.states.find((s) => s.stateCode === stateCode)?.stateName ?? stateCode
  return info.cities[ctx.rng.int(0, Math.min(1, info.cities.length - 1))]
}

export function pinCode(ctx: SeedContext, stateCode: string): string {
  const prefix = PIN_PREFIX[stateCode] ?? String(ctx.rng.int(1, 8))
  return prefix + ctx.rng.digits(6 - prefix.length)
}

/** Three upper-case address lines and a PIN code. */
export function address(ctx: SeedContext, stateCode: string, city = cityOf(ctx, stateCode)) {
  const { rng } = ctx
  const line1 = `${rng.int(1, 60)}${rng.chance(0.3) ? '/' + rng.int(1, 9) : ''}, ${rng.pick(BUILDING_NAMES)} ${rng.pick(BUILDINGS)}`
  const pin = pinCode(ctx, stateCode)
  return { line1, line2: rng.pick(AREAS), line3: `${city} - ${pin}`, pin, city }
}
