import type { components } from '@/api/schema.gen'
import { caseContext, unchangedValues } from './next-date'

type CaseRecord = components['schemas']['CaseRecord']
type SaveRequest = components['schemas']['NextDateSaveRequest']

/**
 * A save that only moves the case's next date (a cause list lists it on another day than the diary): every
 * other value as the case has it now, and the current date as `PreviousDate`, so a case moved on meanwhile is
 * refused (409) rather than overwritten.
 */
export function movedDatePayload(c: CaseRecord, nextDate: string, encryptedAdvocateCode: string, addUser: string, description: string): SaveRequest {
  return {
    ...caseContext(c),
    ...unchangedValues(c),
    EncryptedAdvocateCode: encryptedAdvocateCode,
    ClientCode: c.clientCode,
    ClientCaseNo: c.clientCaseNo,
    AddUser: addUser,
    Description: description.slice(0, 200),
    NextHearingDate: nextDate,
    ListedByCourt: true,
  }
}
