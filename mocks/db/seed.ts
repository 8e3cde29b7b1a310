import { Faker, base, en, en_IN } from '@faker-js/faker'
import { buildData } from './build'
import { drawWithFaker, type Draws } from './generators/context'
import { DEFAULT_SEED } from './store'
import type { DbData, SeedOptions } from './types'

/** What a faker seeded with `seedNumber` draws for the data (names, the row generator's seed). */
export function drawsFor(seedNumber: number): Draws {
  const faker = new Faker({ locale: [en_IN, en, base] })
  faker.seed(seedNumber)
  return drawWithFaker(faker)
}

/**
 * Builds the whole demo database around `today`, for any seed number: Node (tests, `npm run provider`) and
 * Storybook. The demo in the browser builds the same data for the default seed without faker (demo-seed.ts).
 */
export function seed(options: SeedOptions): DbData {
  return buildData(options, drawsFor(options.seed ?? DEFAULT_SEED))
}
