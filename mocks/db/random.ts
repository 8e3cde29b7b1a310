/**
 * A small seeded generator for bulk rows. Faker supplies names and words once (see pools);
 * rows are then assembled with this, which is two orders of magnitude cheaper per call and
 * keeps the large seed within its time budget.
 */
export class Rng {
  private state: number

  constructor(seed: number) {
    this.state = seed >>> 0
  }

  /** mulberry32: [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)]
    if (item === undefined) throw new Error('pick from an empty list')
    return item
  }

  /** Picks by weight: [[value, weight], ...]. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, w]) => sum + w, 0)
    let roll = this.next() * total
    for (const [value, weight] of entries) {
      roll -= weight
      if (roll < 0) return value
    }
    return this.pick(entries)[0]
  }

  digits(length: number): string {
    let text = ''
    for (let i = 0; i < length; i++) text += String(this.int(0, 9))
    return text
  }

  /** An Indian mobile number: 10 digits starting 6-9. */
  mobile(): string {
    return String(this.int(6, 9)) + this.digits(9)
  }
}
