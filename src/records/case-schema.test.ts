import { describe, expect, it } from 'vitest'
import { addDays, format } from 'date-fns'
import { INVALID_EMAIL, INVALID_MOBILE } from '@/lib/contact-schema'
import { tooLong } from '@/lib/text-schema'
import { registration, toForm, update } from './case-payload'
import { EMPTY, MESSAGES, caseSchema, type CaseForm } from './case-schema'

const shown = (days: number) => format(addDays(new Date(), days), 'dd-MM-yyyy')
const valid = (patch: Partial<CaseForm> = {}): CaseForm => ({
  ...EMPTY,
  clientCode: '12',
  clientCaseNo: 'CC/101/2024',
  caseTitle: 'State vs Asha',
  caseCode: '3',
  countryCode: 'IN',
  stateCode: 'MH',
  courtCode: '7',
  caseRegisterDate: '10-05-2021',
  nextHearingDate: shown(10),
  purpose: 'Argument',
  party: 'Petitioner',
  ...patch,
})
const messages = (values: CaseForm) => {
  const result = caseSchema.safeParse(values)
  return result.success ? [] : result.error.issues.map((i) => i.message)
}

describe('case registration validation (spec 2 §5)', () => {
  it('shows every required message at once', () =>
    expect(messages({ ...EMPTY, countryCode: '' }).sort()).toEqual(
      [
        MESSAGES.selectClient,
        MESSAGES.country,
        MESSAGES.caseType,
        MESSAGES.state,
        MESSAGES.caseNo,
        MESSAGES.court,
        MESSAGES.registerDate,
        MESSAGES.nextDate,
        MESSAGES.caseTitle,
        MESSAGES.purpose,
        MESSAGES.party,
      ].sort(),
    ))

  it.each([
    ['a 15-character CNR', { caseRecordNo: 'MHMM17004791202' }, [MESSAGES.cnrLength]],
    ['a 17-character CNR', { caseRecordNo: 'MHMM1700479120211' }, [MESSAGES.cnrLength]],
    ['digits where letters belong', { caseRecordNo: 'MH1M170047912021' }, [MESSAGES.cnrPattern]],
    ['a letter among the digits', { caseRecordNo: 'MHMM17004791202A' }, [MESSAGES.cnrPattern]],
    ['next date on the register date', { nextHearingDate: '10-05-2021' }, [MESSAGES.nextAfterRegister]],
    ['next date before the register date', { nextHearingDate: '09-05-2021' }, [MESSAGES.nextAfterRegister]],
    ['a filing date tomorrow', { filingDate: shown(1) }, [MESSAGES.filingInFuture]],
    ['a 0-leading opposite mobile', { oppAdvMob: '0876543210' }, [INVALID_MOBILE]],
    ['a 9-digit opposite mobile', { oppAdvMob: '987654321' }, [INVALID_MOBILE]],
    ['a 3-digit year', { caseFilingYear: '202' }, [MESSAGES.year]],
    ['fees with two dots', { consultingFees: '1.0.0' }, [MESSAGES.fees]],
    ['fees with three decimals', { consultingFees: '2500.505' }, ['Consulting fees can have at most 2 decimal places']],
    ['fees over the largest amount', { consultingFees: '1000000000' }, ['Consulting fees can be at most 99,99,99,999.99']],
    ['case no of 31', { clientCaseNo: 'C'.repeat(31) }, [tooLong('Case no', 30)]],
    ['title of 256', { caseTitle: 'T'.repeat(256) }, [tooLong('Case title', 255)]],
    ['under section of 31', { underSection: 'S'.repeat(31) }, [tooLong('Under section', 30)]],
    ['FIR no of 31', { firNo: '1'.repeat(31) }, [tooLong('FIR no', 30)]],
    ['police station of 31', { policeStation: 'P'.repeat(31) }, [tooLong('Police station', 30)]],
    ['court no of 11', { courtNo: '1'.repeat(11) }, [tooLong('Court no', 10)]],
    ['judge of 51', { judgeName: 'J'.repeat(51) }, [tooLong('Judge name', 50)]],
    ['file no of 21', { fileNo: 'F'.repeat(21) }, [tooLong('File no', 20)]],
    ['room no of 6', { roomNo: 'R'.repeat(6) }, [tooLong('Room no', 5)]],
    ['almirah of 6', { almirah: 'A'.repeat(6) }, [tooLong('Almirah', 5)]],
    ['rack of 51', { rack: 'R'.repeat(51) }, [tooLong('Rack', 50)]],
    ['filing no of 31', { filingNo: 'F'.repeat(31) }, [tooLong('Filing no', 30)]],
    ['opposite advocate of 51', { oppAdvName: 'O'.repeat(51) }, [tooLong('Opposite advocate', 50)]],
    ['attendant advocate of 51', { attendantAdvocateName: 'A'.repeat(51) }, [tooLong('Attendant advocate', 50)]],
  ])('%s', (_, patch, expected) => expect(messages(valid(patch as Partial<CaseForm>))).toEqual(expected))

  it('accepts every limit itself, a filing date today and no filing date at all (the optional reading)', () => {
    expect(
      messages(
        valid({
          caseRecordNo: 'MHMM170047912021',
          nextHearingDate: '11-05-2021',
          filingDate: shown(0),
          oppAdvMob: '9876543210',
          clientCaseNo: 'C'.repeat(30),
          caseTitle: 'T'.repeat(255),
          underSection: 'S'.repeat(30),
          courtNo: '1'.repeat(10),
          judgeName: 'J'.repeat(50),
          fileNo: 'F'.repeat(20),
          roomNo: 'R'.repeat(5),
          almirah: 'A'.repeat(5),
          rack: 'R'.repeat(50),
          consultingFees: '2500.50',
        }),
      ),
    ).toEqual([])
    expect(messages(valid({ filingDate: '' }))).toEqual([])
  })

  it('asks a new offender or defender client for name, place, mobile and e-mail with their messages', () => {
    expect(messages(valid({ mode: 'offender', clientCode: '' })).sort()).toEqual([MESSAGES.offenderName, MESSAGES.country, MESSAGES.state, MESSAGES.mobile, MESSAGES.email].sort())
    expect(messages(valid({ mode: 'defender', clientCode: '', newCountryCode: 'IN', newStateCode: 'MH', newMobileNo: '1234', newEmailId: 'x@y' })).sort()).toEqual(
      [MESSAGES.defenderName, INVALID_MOBILE, INVALID_EMAIL].sort(),
    )
    expect(messages(valid({ mode: 'defender', clientCode: '', newName: 'N'.repeat(101), newCountryCode: 'IN', newStateCode: 'MH', newMobileNo: '9876543210', newEmailId: 'x@y.in' }))).toEqual([tooLong('Name', 100)])
  })
})

describe('case payloads (spec 2 §3)', () => {
  it('sends an existing client by code, text upper-cased, dates as YYYY-MM-DD, optional fields left out', () => {
    const body = registration(valid({ caseTitle: 'state vs asha', filingDate: '', consultingFees: '2500.5' }), 'ADV', 'CLERK')
    expect(body).toMatchObject({ IsClientExist: true, clientCode: '12', caseTitle: 'STATE VS ASHA', caseRegisterDate: '2021-05-10', consultingFees: 2500.5, caseStatus: 'ONGOING' })
    expect(body).not.toHaveProperty('filingDate')
    expect(body).not.toHaveProperty('Client')
  })

  it('nests a new client for an offender, keeping the e-mail as typed', () => {
    const body = registration(valid({ mode: 'offender', clientCode: '', newName: ' asha  verma ', newCountryCode: 'IN', newStateCode: 'MH', newMobileNo: '9876543210', newEmailId: 'Asha@Example.in' }), 'ADV', 'CLERK')
    expect(body).toMatchObject({ IsClientExist: false, Client: { ClientName: 'ASHA  VERMA', EmailId: 'Asha@Example.in', MobileNo: '9876543210', AddUser: 'CLERK' } })
  })

  it('updates with the case id, filing year and modifier, and reads a record back into the form', () => {
    const body = update(valid({ caseFilingYear: '2021' }), 'CASE-ID', 'ADV', 'CLERK')
    expect(body).toMatchObject({ EncryptedCaseId: 'CASE-ID', CaseFilingYear: '2021', ModifyUser: 'CLERK', clientCode: '12' })
    const form = toForm({ encryptedCaseId: 'X', clientCode: '12', clientCaseNo: 'CC/1', caseStatus: 'DISPOSED', nextHearingDate: '2024-01-22', consultingFees: 100, cRNo: 'MHMM170047912021' }, EMPTY)
    expect(form).toMatchObject({ mode: 'existingClient', storedStatus: 'DISPOSED', nextHearingDate: '22-01-2024', consultingFees: '100.00', caseRecordNo: 'MHMM170047912021' })
  })
})
