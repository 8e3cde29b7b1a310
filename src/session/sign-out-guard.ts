/**
 * Work kept on this device that signing out would throw away (the court day's unsent outcomes). A feature
 * registers a check that returns the question to ask, or null; the account menu asks it before it signs
 * out, in the one confirm dialog.
 */
type Check = () => string | null

const checks = new Set<Check>()

export function guardSignOut(check: Check): () => void {
  checks.add(check)
  return () => void checks.delete(check)
}

export function signOutQuestion(): string | null {
  for (const check of checks) {
    const question = check()
    if (question) return question
  }
  return null
}
