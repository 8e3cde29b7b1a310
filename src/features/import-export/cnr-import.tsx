/** Placeholder until the tab is built. */
export function CnrImport() {
  return null
}
