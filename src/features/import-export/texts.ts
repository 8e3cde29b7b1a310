/** The import and export screen's words, in one place for the message catalog to take over. */
export const TEXTS = {
  title: 'Import and Export',
  intro: 'Bring clients and cases in from a spreadsheet or a list of CNRs, and take the whole practice out in one workbook.',
  tabs: { sheet: 'Spreadsheet', cnr: 'CNR list', export: 'Export everything' },
}
