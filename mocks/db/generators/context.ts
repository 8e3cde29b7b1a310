import type { Faker } from '@faker-js/faker'
import { Rng } from '../random'
import type { DbData, IsoDate, Scale } from '../types'

export interface Pools {
  maleFirst: string[]
  femaleFirst: string[]
  last: string[]
}

/**
 * What faker gives a seed number: the name pools and the seed of the row generator. Nothing else of the data
 * comes from faker, so the demo keeps these for its one seed (demo-draws.gen.ts) and never loads faker.
 */
export interface Draws {
  pools: Pools
  rngSeed: number
}

/** What every generator receives: the random sources, the day the data is built around, and the tables built so far. */
export interface SeedContext {
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

/** The draws of a seeded faker, in the order the data has always drawn them. */
export function drawWithFaker(faker: Faker): Draws {
  const pools: Pools = {
    maleFirst: pool(() => faker.person.firstName('male')),
    femaleFirst: pool(() => faker.person.firstName('female')),
    last: pool(() => faker.person.lastName()),
  }
  return { pools, rngSeed: faker.number.int({ min: 1, max: 2 ** 31 - 1 }) }
}

export function createContext({ pools, rngSeed }: Draws, today: IsoDate, scale: Scale, db: DbData): SeedContext {
  return { rng: new Rng(rngSeed), today, scale, pools, db, usedMobiles: new Set(), serials: new Map() }
}
