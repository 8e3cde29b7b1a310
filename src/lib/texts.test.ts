import { afterEach, describe, expect, it } from 'vitest'
import { chooseLanguage, translate } from '@/i18n/texts'
import { INVALID_MOBILE } from './contact-schema'
import { INVALID_DATE } from './date-schema'
import { PICTURE_MESSAGES } from './picture'
import { KIND_NAME } from './client-message/templates'

describe('the shared rules’ messages (issue 22)', () => {
  afterEach(() => chooseLanguage('en'))

  it('stay the spec’s English in the rules', () => {
    expect(INVALID_MOBILE).toBe('Invalid mobile number, number should be of 10 digits should not start with 0')
    expect(INVALID_DATE).toBe('Enter a valid date as DD-MM-YYYY')
  })

  it('are shown in Hindi and Marathi where a field error or toast translates them', async () => {
    await chooseLanguage('hi')
    expect(translate(INVALID_MOBILE)).toBe('मोबाइल नंबर गलत है: नंबर 10 अंकों का हो और 0 से शुरू न हो')
    expect(translate(INVALID_DATE)).toBe('सही तारीख DD-MM-YYYY रूप में डालें')
    await chooseLanguage('mr')
    expect(translate(PICTURE_MESSAGES.size)).toBe('फाईल 2 MB च्या मर्यादेपेक्षा मोठी आहे')
    expect(translate(KIND_NAME.REMINDER)).toBe('सुनावणीच्या आदल्या दिवशी')
  })
})
