/** The CNR list tab's words (issue 26: import by CNR). */
export const CNR_TEXTS = {
  listLabel: 'CNRs, one a line',
  listHint:
    'With or without hyphens. After a CNR, for a client not yet in your diary, give the mobile number, e-mail address and gender (M, F or T), separated by commas or tabs: MHAU019999992015, 9876543210, name@example.in, F. At most 500 lines a batch.',
  file: 'Open a .txt or .csv file',
  party: 'Your client in these cases is the',
  parties: { Petitioner: 'Petitioner', Respondents: 'Respondent' },
  start: 'Start',
  stop: 'Stop',
  counted: (cnrs: number, lines: number) => `${cnrs} ${cnrs === 1 ? 'CNR' : 'CNRs'} to look up, in ${lines} ${lines === 1 ? 'line' : 'lines'}.`,
  tooMany: 'At most 500 lines a batch: run the first 500, then the rest.',
  twice: (cnr: string, lines: number[]) => `${cnr} is listed twice (lines ${lines.join(', ')}); it is looked up once.`,
  progress: (done: number, total: number) => `${done} of ${total}`,
  keptList: 'Your session ended during a batch: your list is kept. Start it again; what was registered is not registered twice.',
  stopped: 'Stopped: what was done is kept. Start again to go on; CNRs already registered are not registered twice.',
  expired: 'Your session has expired, so the batch stopped. Sign in again and start it once more: your list is kept, and nothing is registered twice.',
  results: 'CNR list results',
  columns: { line: 'Line', cnr: 'CNR', caseNo: 'Case no', client: 'Client', outcome: 'Outcome', reason: 'Reason' },
  outcomes: { REGISTERED: 'Registered', IN_DIARY: 'Already in your diary', FAILED: 'Failed' },
  summary: (registered: number, matched: number, failed: number) => `${registered} registered, ${matched} already in your diary, ${failed} failed`,
  copyFailed: 'Copy failed lines',
  copied: 'The failed lines are copied.',
  keepFailed: 'Keep only the failed lines in the list',
  badGender: 'Gender should be M, F or T',
  fixNote: 'A case whose court, case type, purpose or next hearing date the record could not give can be registered from Case Registration, where you choose them.',
  noParty: (side: string) => `The record names no ${side.toLowerCase()}`,
  noCaseNo: 'The record gives no case number: the court has not registered the case yet',
  noRegisterDate: 'The record gives no register date',
  noValue: {
    stateCode: 'The record names no state',
    courtCode: 'The record names no court',
    caseCode: 'The record names no case type',
    purpose: 'The record names no stage',
    nextHearingDate: 'The record gives no next hearing date',
  },
  noClient: (name: string) => `No client named ${name} is in your diary: add the mobile number, e-mail address and gender (M, F or T) after the CNR`,
  severalClients: (name: string) => `Several clients named ${name} are in your diary: add the client's mobile number after the CNR`,
  noClientWithMobile: (name: string, mobile: string) =>
    `No client named ${name} with mobile ${mobile} is in your diary: add the e-mail address and gender (M, F or T) after the mobile number`,
}

/** The import and export screen's words, in one place for the message catalog to take over. */
export const TEXTS = {
  title: 'Import and Export',
  intro: 'Bring clients and cases in from a spreadsheet or a list of CNRs, and take the whole practice out in one workbook.',
  tabs: { sheet: 'Spreadsheet', cnr: 'CNR list', export: 'Export everything' },
  cnr: CNR_TEXTS,
}

