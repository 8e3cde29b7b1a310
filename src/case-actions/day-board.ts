/**
 * The day's hearings of the practice with every field a board needs (the case as it stands, its open actions):
 * one request, so the court day and the cause list share one cached answer.
 */
export const dayBoardRequest = (advocate: string, date: string) => ({
  body: { PageNumber: 1, PageSize: 1000, EncryptedAdvocateCode: advocate, FromDate: date, ToDate: date, ClientCode: '', ClientCaseNo: '', CourtCode: '', isGeneratePDF: false, WithCaseDetail: true },
})

/** The day's cause list of the practice, matched by the provider. */
export const dayListRequest = (advocate: string, date: string) => ({ body: { EncryptedAdvocateCode: advocate, ListDate: date } })
