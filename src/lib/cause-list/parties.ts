/**
 * Party names as cause lists print them, made comparable: case and spacing ignored, titles (`M/S`, `SHRI`,
 * `SMT.`) and relations (`S/O RAMESH`) dropped, initials (`R. K. SHARMA`) matching the names they stand for.
 * Devanagari names compare as written.
 */
const TITLES = new Set(['M/S', 'MS', 'MESSRS', 'MR', 'MRS', 'SMT', 'SHRI', 'SRI', 'SHREE', 'KUM', 'KUMARI', 'DR', 'ADV', 'THE', 'AND', 'ORS', 'ANR', 'OTHERS', 'ANOTHER', 'LTD', 'PVT', 'श्री', 'श्रीमती'])
// A relation and the name after it, up to a comma or the end: "S/O RAMESH KUMAR", "W/o. Sita".
const RELATION = /\b(?:S|D|W|C)\s*\/\s*O\.?\s+[^,]*/giu

// A day's lists compare each printed name with many of the diary's, so the same names are read again and again: kept,
// matching the large seed's busiest day took 153 ms instead of 288 ms (Node, the diary's index already built).
const tokensOf = new Map<string, readonly string[]>()
const KEEP_NAMES = 20_000

export function nameTokens(name: string): readonly string[] {
  const known = tokensOf.get(name)
  if (known) return known
  if (tokensOf.size >= KEEP_NAMES) tokensOf.clear()
  const tokens = readTokens(name)
  tokensOf.set(name, tokens)
  return tokens
}

function readTokens(name: string): string[] {
  // An address or "through its partner" follows the name after a comma.
  return name
    .split(',')[0]!
    .normalize('NFC')
    .replace(RELATION, ' ')
    .toUpperCase()
    .replace(/M\/S\.?/g, ' ')
    .replace(/&/g, ' ')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((t) => t && !TITLES.has(t))
}

const same = (a: string, b: string) => a === b || (a.length === 1 && b.startsWith(a)) || (b.length === 1 && a.startsWith(b))

/** How alike two names are, 0 to 1: the share of the longer name's words found in the other (initials count). */
export function nameLikeness(a: string, b: string): number {
  const x = nameTokens(a)
  const y = nameTokens(b)
  if (!x.length || !y.length) return 0
  const left = [...y]
  let found = 0
  for (const t of x) {
    const at = left.findIndex((u) => same(t, u))
    if (at >= 0) {
      found++
      left.splice(at, 1)
    }
  }
  return found / Math.max(x.length, y.length)
}

/** The first word of a name that is not an initial: how the matcher finds candidates by name quickly. */
export function nameKey(name: string): string | null {
  return nameTokens(name).find((t) => t.length > 1) ?? null
}
