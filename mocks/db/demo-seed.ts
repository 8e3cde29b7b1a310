import { buildData } from './build'
import { DEMO_DRAWS } from './demo-draws.gen'
import { DEFAULT_SEED } from './store'
import type { DbData, SeedOptions } from './types'

/**
 * The demo's data, built in the browser without faker: of faker, the data needs only 480 names and one number
 * for its seed, kept in demo-draws.gen.ts, and faker itself is 160 KB of gzipped script that every page load of
 * the large seed (which is rebuilt on each load) fetched and compiled again. The demo asks for the default seed only.
 */
export function demoSeed(options: SeedOptions): DbData {
  if ((options.seed ?? DEFAULT_SEED) !== DEFAULT_SEED) throw new Error(`The demo builds its data from seed ${DEFAULT_SEED} only.`)
  return buildData(options, DEMO_DRAWS)
}
