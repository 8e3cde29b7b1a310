import { PLACEHOLDERS, TEMPLATE_MAX, type Placeholder } from './templates'

export type MessageValues = Partial<Record<Placeholder, string | null | undefined>>

const TOKEN = /\{([^{}]*)\}/g
const KNOWN = new Set<string>(PLACEHOLDERS)

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== ''

/**
 * The message a template makes. A line with a placeholder whose value is missing is dropped whole,
 * so the client never reads "Court room: " or "undefined"; blank lines left behind collapse to one.
 */
export function renderMessage(template: string, values: MessageValues): string {
  const lines: string[] = []
  for (const line of template.replace(/\r\n?/g, '\n').split('\n')) {
    let missing = false
    const filled = line.replace(TOKEN, (token, name: string) => {
      if (!KNOWN.has(name)) return token
      const value = values[name as Placeholder]
      if (!present(value)) missing = true
      return present(value) ? value.trim() : ''
    })
    if (missing) continue
    const text = filled.trimEnd()
    if (text === '' && (lines.length === 0 || lines[lines.length - 1] === '')) continue
    lines.push(text)
  }
  while (lines.length && lines[lines.length - 1] === '') lines.pop()
  return lines.join('\n')
}

export const TEMPLATE_MESSAGES = {
  empty: 'The template cannot be empty.',
  tooLong: `The template can have at most ${TEMPLATE_MAX} characters.`,
  unknown: (names: string[]) =>
    `Unknown placeholder${names.length > 1 ? 's' : ''} ${names.map((n) => `{${n}}`).join(', ')}. Use only ${PLACEHOLDERS.map((p) => `{${p}}`).join(' ')}.`,
}

/** What is wrong with a template, in the words the settings screen shows; none when it can be saved. */
export function templateProblems(template: string): string[] {
  if (template.trim() === '') return [TEMPLATE_MESSAGES.empty]
  const problems: string[] = []
  if (template.length > TEMPLATE_MAX) problems.push(TEMPLATE_MESSAGES.tooLong)
  const unknown = [...new Set([...template.matchAll(TOKEN)].map((m) => m[1]!).filter((n) => !KNOWN.has(n)))]
  if (unknown.length) problems.push(TEMPLATE_MESSAGES.unknown(unknown))
  return problems
}
