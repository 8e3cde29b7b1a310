/** The import and export screen's words, in one place for the message catalog to take over. */
export const TEXTS = {
  title: 'Import and Export',
  intro: 'Bring clients and cases in from a spreadsheet or a list of CNRs, and take the whole practice out in one workbook.',
  tabs: { sheet: 'Spreadsheet', cnr: 'CNR list', export: 'Export everything' },
  export: {
    what: 'One Excel workbook with everything in your diary: a sheet each for clients, cases (with where each file is kept), hearings, payments and actions. The spreadsheet import reads this workbook back, so it is also how a practice moves to another Case Diary.',
    dates: 'Dates are written as text in the form YYYY-MM-DD and codes as text, so Excel changes neither; a date Excel turned into its own form is read back too.',
    button: 'Download the whole practice (Excel)',
    reading: 'Reading the practice…',
    writing: 'Writing the workbook…',
    done: (counts: Record<'CLIENT' | 'CASE' | 'HEARING' | 'PAYMENT' | 'ACTION', number>, file: string) => {
      const n = (count: number, one: string, many: string) => `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`
      return `Exported ${n(counts.CLIENT, 'client', 'clients')}, ${n(counts.CASE, 'case', 'cases')}, ${n(counts.HEARING, 'hearing', 'hearings')}, ${n(counts.PAYMENT, 'payment', 'payments')} and ${n(counts.ACTION, 'action', 'actions')} to ${file}.`
    },
  },
}
