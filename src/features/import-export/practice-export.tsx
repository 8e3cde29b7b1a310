/** Placeholder until the tab is built. */
export function PracticeExport() {
  return null
}
