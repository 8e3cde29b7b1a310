import { describe, expect, it } from 'vitest'
import {
  DEFAULT_TEMPLATES, LANGUAGES, REACH_MESSAGES, TEMPLATE_MESSAGES, linkFor, mailtoLink, messageSubject, messageValues,
  reachOf, recipientOf, renderMessage, smsLink, smsParts, templateProblems, whatsappLink,
} from '.'

const facts = {
  clientName: 'RAMESH PATIL', caseNo: 'RCS/12/2024', title: 'PATIL VS SHINDE', court: 'CIVIL COURT PUNE',
  courtRoom: '4', outcome: 'Adjourned', nextDate: '2026-12-10', purpose: 'Argument',
}

describe('rendering a template', () => {
  it('fills every placeholder in English, dates DD-MM-YYYY', () => {
    const text = renderMessage(DEFAULT_TEMPLATES.OUTCOME.en, messageValues(facts, 'en'))
    expect(text).toContain('Dear RAMESH PATIL,')
    expect(text).toContain('Case No.: RCS/12/2024')
    expect(text).toContain('Court room: 4')
    expect(text).toContain("Today's outcome: Adjourned")
    expect(text).toContain('Next date: 10-12-2026')
    expect(text).toContain('Purpose: Argument')
    expect(text).not.toMatch(/[{}]/)
  })

  it('writes Hindi with the court words and the outcome in Hindi', () => {
    const text = renderMessage(DEFAULT_TEMPLATES.OUTCOME.hi, messageValues(facts, 'hi'))
    expect(text).toContain('आदरणीय RAMESH PATIL जी,')
    expect(text).toContain('अगली पेशी की तारीख: 10-12-2026')
    expect(text).toContain('आज की कार्यवाही: तारीख आगे बढ़ाई गई (स्थगित)')
    expect(text).toContain('प्रयोजन: बहस (Argument)')
  })

  it('writes Marathi with सुनावणी and the purpose in Marathi', () => {
    const text = renderMessage(DEFAULT_TEMPLATES.OUTCOME.mr, messageValues(facts, 'mr'))
    expect(text).toContain('आपल्या प्रकरणाच्या आजच्या सुनावणीची माहिती:')
    expect(text).toContain('पुढील तारीख: 10-12-2026')
    expect(text).toContain('कारण: युक्तिवाद (Argument)')
    expect(renderMessage(DEFAULT_TEMPLATES.REMINDER.mr, messageValues(facts, 'mr'))).toContain('आठवण: आपल्या प्रकरणाची पुढील तारीख 10-12-2026 रोजी आहे.')
  })

  it("translates the court day's outcome with its note, and leaves free text as written", () => {
    expect(messageValues({ outcome: 'ADJOURNED: CLIENT ABSENT' }, 'hi').outcome).toBe('तारीख आगे बढ़ाई गई (स्थगित): CLIENT ABSENT')
    expect(messageValues({ outcome: 'Part-heard' }, 'mr').outcome).toBe('अंशतः सुनावणी झाली, पुढील तारखेस चालू राहील')
    expect(messageValues({ outcome: 'ORDER RESERVED' }, 'hi').outcome).toBe('ORDER RESERVED')
  })

  it.each(LANGUAGES)('drops the lines of missing values in %s, never "undefined"', (language) => {
    const values = messageValues({ ...facts, courtRoom: '', outcome: undefined, purpose: null }, language)
    const text = renderMessage(DEFAULT_TEMPLATES.OUTCOME[language], values)
    expect(text).not.toMatch(/undefined|null|\{|\}/)
    expect(text.split('\n')).toHaveLength(DEFAULT_TEMPLATES.OUTCOME[language].split('\n').length - 3)
    expect(text).toContain('RCS/12/2024')
  })

  it('keeps an unknown placeholder as written and collapses blank lines', () => {
    expect(renderMessage('Hello {clientName}\n\n{courtRoom}\n\nBye {nobody}', { clientName: 'A' })).toBe('Hello A\n\nBye {nobody}')
  })
})

describe('checking a template', () => {
  it('says an unknown placeholder by name', () => {
    expect(templateProblems('Dear {clientNme}, {caseNo}')).toEqual([
      'Unknown placeholder {clientNme}. Use only {clientName} {caseNo} {title} {court} {courtRoom} {outcome} {nextDate} {purpose}.',
    ])
  })
  it('refuses an empty template and one too long', () => {
    expect(templateProblems('  \n')).toEqual([TEMPLATE_MESSAGES.empty])
    expect(templateProblems('x'.repeat(1001))).toEqual(['The template can have at most 1000 characters.'])
    expect(templateProblems(DEFAULT_TEMPLATES.REMINDER.hi)).toEqual([])
  })
})

describe('links', () => {
  const hindi = 'नमस्ते जी,\nपेशी 10-12-2026'
  it('makes the WhatsApp link with 91 and the Devanagari text and line break UTF-8 percent-encoded', () => {
    const link = whatsappLink('9876543210', hindi)
    expect(link).toBe(`https://wa.me/919876543210?text=${'%E0%A4%A8%E0%A4%AE%E0%A4%B8%E0%A5%8D%E0%A4%A4%E0%A5%87'}%20%E0%A4%9C%E0%A5%80%2C%0A%E0%A4%AA%E0%A5%87%E0%A4%B6%E0%A5%80%2010-12-2026`)
    expect(decodeURIComponent(new URL(link).searchParams.get('text')!)).toBe(hindi)
    expect(new URL(link).searchParams.get('text')).toBe(hindi)
  })
  it('makes the SMS link with +91 and body', () => {
    expect(smsLink('9876543210', 'A & B\n?')).toBe('sms:+919876543210?body=A%20%26%20B%0A%3F')
  })
  it('makes the mailto link with subject and CRLF line breaks', () => {
    expect(mailtoLink('ram.patil@example.com', 'Case 1/2024', 'Line 1\nपेशी')).toBe(
      'mailto:ram.patil@example.com?subject=Case%201%2F2024&body=Line%201%0D%0A%E0%A4%AA%E0%A5%87%E0%A4%B6%E0%A5%80',
    )
  })
  it('uses the subject of the language', () => {
    expect(messageSubject('OUTCOME', 'hi', messageValues(facts, 'hi'))).toBe('आपका मामला RCS/12/2024: आज की सुनवाई')
  })
})

describe('who can be reached how', () => {
  it('offers all three with a mobile and an e-mail', () => {
    expect(reachOf({ mobileNo: '9876543210', emailId: 'a@b.in' })).toEqual({ channels: ['WHATSAPP', 'SMS', 'EMAIL'], note: '' })
    expect(recipientOf('WHATSAPP', { mobileNo: '9876543210' })).toBe('+919876543210')
    expect(linkFor('SMS', { mobileNo: '9876543210' }, '', 'Hi')).toBe('sms:+919876543210?body=Hi')
  })
  it('gives e-mail only without a mobile, saying why', () => {
    expect(reachOf({ mobileNo: '', emailId: 'a@b.in' })).toEqual({ channels: ['EMAIL'], note: REACH_MESSAGES.noMobile })
    expect(REACH_MESSAGES.noMobile).toBe('No mobile number is recorded for this client, so the message can go by e-mail only.')
  })
  it('says why when neither exists, and refuses a number starting with 0', () => {
    expect(reachOf({ mobileNo: '0876543210', emailId: '' })).toEqual({
      channels: [],
      note: 'No mobile number or e-mail address is recorded for this client. Add one on the Client screen to tell the client.',
    })
  })
})

describe('SMS parts', () => {
  it('counts GSM-7 as 160 in one part and 153 in each of several', () => {
    expect(smsParts('a'.repeat(160))).toMatchObject({ encoding: 'GSM-7', parts: 1, left: 0 })
    expect(smsParts('a'.repeat(161))).toMatchObject({ encoding: 'GSM-7', parts: 2, left: 145 })
    expect(smsParts('a'.repeat(306)).parts).toBe(2)
    expect(smsParts('a'.repeat(307)).parts).toBe(3)
  })
  it('counts an extension character such as € twice', () => {
    expect(smsParts('€'.repeat(80))).toMatchObject({ encoding: 'GSM-7', length: 160, parts: 1 })
    expect(smsParts('€'.repeat(81)).parts).toBe(2)
  })
  it('counts Unicode (Devanagari) as 70 in one part and 67 in each of several', () => {
    expect(smsParts('क'.repeat(70))).toMatchObject({ encoding: 'Unicode', parts: 1 })
    expect(smsParts('क'.repeat(71))).toMatchObject({ encoding: 'Unicode', parts: 2, left: 63 })
    expect(smsParts('a'.repeat(134) + 'क').parts).toBe(3)
    expect(smsParts('')).toMatchObject({ parts: 0 })
  })
})
