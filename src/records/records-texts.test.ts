import { afterEach, describe, expect, it } from 'vitest'
import { chooseLanguage, translate } from '@/i18n/texts'
import { moneyMessages } from '@/lib/money-schema'
import { tooLong } from '@/lib/text-schema'
import { TEXTS } from './texts'
import { registration } from './case-payload'
import { EMPTY as EMPTY_CASE, MAX, MESSAGES as CASE_MESSAGES, caseSchema, type CaseForm } from './case-schema'
import { EMPTY as EMPTY_CLIENT, LANDLINE_MAX, NAME_MAX, OCCUPATION_MAX, MESSAGES as CLIENT_MESSAGES, clientSchema, toPayload, type ClientForm } from './client-schema'
import { CNR_HINTS } from './cnr-masters'

const client = (patch: Partial<ClientForm>): ClientForm => ({
  ...EMPTY_CLIENT,
  clientName: 'Ramesh',
  contactPerson: 'Ramesh',
  clientType: 'ORGANIZATION',
  countryCode: 'IN',
  stateCode: 'MH',
  emailId: 'ramesh@example.com',
  mobileNo: '9876543210',
  ...patch,
})
const newClientCase = (patch: Partial<CaseForm>): CaseForm => ({
  ...EMPTY_CASE,
  mode: 'offender',
  newName: 'Ramesh',
  newCountryCode: 'IN',
  newStateCode: 'MH',
  newMobileNo: '9876543210',
  newEmailId: 'ramesh@example.com',
  clientCaseNo: 'CC/1/2024',
  caseTitle: 'State vs Ramesh',
  caseCode: '3',
  countryCode: 'IN',
  stateCode: 'MH',
  courtCode: '7',
  caseRegisterDate: '10-05-2021',
  nextHearingDate: '10-05-2027',
  purpose: 'Argument',
  party: 'Petitioner',
  ...patch,
})
const errors = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? [] : result.error!.issues.map((i) => i.message))

describe('names typed in Devanagari (issue 22)', () => {
  it.each(['रमेश कुमार शर्मा', 'श्रीमती सुनीता पाटील'])('takes %s as a client name and a contact person', (name) =>
    expect(errors(clientSchema.safeParse(client({ clientName: name, contactPerson: name })))).toEqual([]),
  )

  it('takes Devanagari names for the new client, the parties, the advocates and the judge of a case', () =>
    expect(
      errors(
        caseSchema.safeParse(
          newClientCase({
            newName: 'रमेश कुमार शर्मा',
            petitionerName: 'श्रीमती सुनीता पाटील',
            respondentName: 'रमेश कुमार शर्मा',
            petitionerAdvocate: 'अधिवक्ता अनिल देशमुख',
            respondentAdvocate: 'वकील सुरेश जोशी',
            oppAdvName: 'वकील सुरेश जोशी',
            attendantAdvocateName: 'अनिल देशमुख',
            judgeName: 'न्यायाधीश एस. के. पाटील',
            caseTitle: 'राज्य बनाम रमेश',
          }),
        ),
      ),
    ).toEqual([]))

  it('upper-cases the Latin letters of a name and leaves the Devanagari as typed', () => {
    expect(toPayload(client({ clientName: 'रमेश Kumar', contactPerson: 'श्रीमती सुनीता पाटील' }), 'adv')).toMatchObject({
      clientName: 'रमेश KUMAR',
      contactPerson: 'श्रीमती सुनीता पाटील',
    })
    const sent = registration(newClientCase({ newName: 'रमेश Kumar', petitionerName: 'सुनीता Patil' }), 'adv', 'CLERK')
    expect(sent).toMatchObject({ petitionerName: 'सुनीता PATIL', Client: { ClientName: 'रमेश KUMAR' } })
  })
})

describe('the records catalog', () => {
  afterEach(() => chooseLanguage('en'))

  it('holds the numbers the rules use', () => {
    expect(CLIENT_MESSAGES.landLine).toBe(`Land line no can have at most ${LANDLINE_MAX} digits`)
    expect([CASE_MESSAGES.feesDecimals, CASE_MESSAGES.feesMax]).toEqual([moneyMessages('Consulting fees').decimals, moneyMessages('Consulting fees').max])
    expect(TEXTS.tooLong).toEqual({
      clientName: tooLong('Client name', NAME_MAX),
      contactPerson: tooLong('Contact person', NAME_MAX),
      occupation: tooLong('Occupation', OCCUPATION_MAX),
      caseNo: tooLong('Case no', MAX.clientCaseNo),
      caseTitle: tooLong('Case title', MAX.caseTitle),
      newName: tooLong('Name', MAX.newName),
    })
  })

  it('shows the rule messages in Hindi and Marathi', async () => {
    await chooseLanguage('hi')
    expect(translate(CLIENT_MESSAGES.name)).toBe('पक्षकार का नाम लिखें')
    expect(translate(CLIENT_MESSAGES.tooLong('Client name', NAME_MAX))).toBe('पक्षकार का नाम अधिकतम 50 अक्षरों का हो सकता है')
    expect(translate(CASE_MESSAGES.nextAfterRegister)).toBe('अगली पेशी की तारीख दर्ज करने की तारीख के बाद की ही हो सकती है')
    expect(CNR_HINTS.says('WP', 'केस का प्रकार')).toBe("रिकॉर्ड में 'WP' लिखा है; केस का प्रकार चुनें")
    await chooseLanguage('mr')
    expect(translate('CNR must start with 4 letters followed by 12 digits')).toBe('CNR मध्ये आधी 4 अक्षरे आणि नंतर 12 अंक असावेत')
  })
})
