const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [c, [...'áƀçđéƒĝĥíĵķĺḿñóþǫŕšťúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹḾÑÓÞǪŔŠŤÚṼŴẊÝŽ'][i]!]),
)

/** About 40% longer, as German and many Indian-language texts are, and accented, so English left in place shows. */
export function pseudoText(text: string): string {
  const accented = text.replace(/\{[^}]*\}|[A-Za-z]/g, (c) => ACCENTED[c] ?? c)
  // The extra length comes as words, so it wraps where a longer translation would.
  const pad = ' ·····'.repeat(Math.ceil((text.length * 0.4) / 6))
  return text ? `⟦${accented}${pad}⟧` : text
}

/** The pseudo-locale of an English catalog: every text and every message's result passed through `pseudoText`. */
export function pseudo(value: unknown): unknown {
  if (typeof value === 'string') return pseudoText(value)
  if (typeof value === 'function') return (...args: unknown[]) => pseudoText(String((value as (...a: unknown[]) => unknown)(...args)))
  if (Array.isArray(value)) return value.map(pseudo)
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, pseudo(inner)]))
  return value
}
