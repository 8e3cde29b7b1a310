import type { Faker } from '@faker-js/faker'
import { Rng } from '../random'
import type { DbData, IsoDate, Scale } from '../types'

export interface Pools {
  maleFirst: string[]
  femaleFirst: string[]
  last: string[]
}

/** What every generator receives: the random sources, the day the data is built around, and the tables built so far. */
export interface SeedContext {
  faker: Faker
  rng: Rng
  today: IsoDate
  scale: Scale
  pools: Pools
  db: DbData
  usedMobiles: Set<string>
  /** Running serial numbers (case numbers, CNRs) kept per seed, never across seeds. */
  serials: Map<string, number>
}

const POOL_SIZE = 160

/** Distinct upper-case words drawn from faker once; rows then pick from them cheaply. */
function pool(draw: () => string): string[] {
  const words = new Set<string>()
  // Faker's Indian lists hold several hundred names each; the attempt limit only guards a tiny locale.
  for (let attempts = 0; words.size < POOL_SIZE && attempts < POOL_SIZE * 20; attempts++) {
    const word = draw().toUpperCase()
    if (/^[A-Z]{3,12}$/.test(word)) words.add(word)
  }
  return [...words]
}

export function createContext(faker: Faker, today: IsoDate, scale: Scale, db: DbData): SeedContext {
  const pools: Pools = {
    maleFirst: pool(() => faker.person.firstName('male')),
    femaleFirst: pool(() => faker.person.firstName('female')),
    last: pool(() => faker.person.lastName()),
  }
  return { faker, rng: new Rng(faker.number.int({ min: 1, max: 2 ** 31 - 1 })), today, scale, pools, db, usedMobiles: new Set(), serials: new Map() }
}
