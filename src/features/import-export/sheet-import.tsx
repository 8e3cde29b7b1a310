/** Placeholder until the tab is built. */
export function SheetImport() {
  return null
}
