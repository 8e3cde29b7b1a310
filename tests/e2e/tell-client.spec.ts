import { format } from 'date-fns'
import { expect, test, type Page } from '@playwright/test'
import { changeMockData, mockData, expectNoAxeViolations, openSignedIn, signedInAs } from './support'

interface StoredCase {
  caseId: number
  clientCode: number
  clientCaseNo: string
  nextHearingDate: string
  caseStatus: string
  advocateCode: number
}
interface StoredClient {
  clientCode: number
  mobileNo: string
  preferredLanguage: string
}

/** One of the advocate's ongoing cases is heard today, and its client reads Hindi at a known mobile number. */
async function hindiHearingToday(page: Page): Promise<string> {
  const today = format(new Date(), 'yyyy-MM-dd')
  return changeMockData(page, (data: { cases: StoredCase[]; clients: StoredClient[] }) => {
    const advocate = data.cases.find((c) => c.clientCaseNo)!.advocateCode
    const picked = data.cases.find((c) => c.advocateCode === advocate && c.caseStatus === 'ONGOING' && c.nextHearingDate < today)!
    picked.nextHearingDate = today
    Object.assign(data.clients.find((c) => c.clientCode === picked.clientCode)!, { mobileNo: '9823012345', preferredLanguage: 'hi' })
    return picked.clientCaseNo
  })
}

test.describe('tell the client on a phone', () => {
  test.use({ ...signedInAs('advocate'), viewport: { width: 390, height: 844 } })

  test('records an adjournment on the court day, then prepares the Hindi message in WhatsApp', async ({ page }) => {
    await openSignedIn(page, '/dashboard')
    const caseNo = await hindiHearingToday(page)
    await page.goto('/court-day')
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: caseNo, exact: true }) })
    await card.getByRole('button', { name: 'Adjourned' }).click()
    const outcome = page.getByRole('dialog', { name: `Adjourned: ${caseNo}` })
    await outcome.getByRole('button', { name: 'In 2 weeks' }).click()
    const next = await outcome.getByLabel(/^Next Hearing Date/).inputValue()
    await outcome.getByRole('button', { name: 'Record adjourned' }).click()
    await expect(outcome).toBeHidden()

    await card.getByRole('button', { name: `Tell the client of ${caseNo}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Tell the client' })
    const whatsapp = dialog.getByRole('link', { name: 'WhatsApp' })
    await expect(whatsapp).toBeVisible()
    const href = (await whatsapp.getAttribute('href'))!
    expect(href).toMatch(/^https:\/\/wa\.me\/919823012345\?text=/)
    const text = new URL(href).searchParams.get('text')!
    expect(text).toContain(`अगली पेशी की तारीख: ${next}`)
    expect(text).toContain('आज की कार्यवाही: तारीख आगे बढ़ाई गई (स्थगित)')
    await expectNoAxeViolations(page, 'the Tell the client dialog at 390 px')

    // The link opens WhatsApp in a new tab (kept off the network here); the app records only that the message was prepared.
    await page.context().route('https://wa.me/**', (route) => route.abort())
    const popup = page.waitForEvent('popup')
    await whatsapp.click()
    await (await popup).close()
    await expect(dialog.getByText(/^Message prepared in WhatsApp\./)).toBeVisible()

    // The case's timeline then tells both: the hearing with its outcome, and the message, each with the advocate's name.
    await dialog.getByRole('button', { name: 'Close Tell the client' }).click()
    const { users } = await mockData<{ users: { loginId: string; userName: string }[] }>(page)
    const advocate = users.find((u) => u.loginId === 'advocate')!.userName
    await card.getByRole('button', { name: `Timeline of case ${caseNo}` }).click()
    const story = page.getByRole('dialog', { name: `Timeline of case ${caseNo}` })
    const row = (text: RegExp) => story.getByRole('row').filter({ hasText: text })
    await expect(row(/Message prepared by WhatsApp to \+?(91)?9823012345/)).toContainText(advocate)
    await expect(row(/Adjourned|ADJOURNED/).last()).toContainText(advocate)
  })
})

test.describe('client message templates on a desktop', () => {
  test.use({ ...signedInAs('advocate'), viewport: { width: 1366, height: 768 } })

  test('shows the templates with their preview, says an unknown placeholder, and has no axe violations', async ({ page }) => {
    await openSignedIn(page, '/client-message-templates')
    const outcome = page.getByRole('textbox', { name: /^After the hearing \(English\)/ })
    await expect(outcome).toHaveValue(/^Dear \{clientName\},/)
    await expectNoAxeViolations(page, 'Client Messages')
    await page.getByRole('radio', { name: /Marathi/ }).check()
    const reminder = page.getByRole('textbox', { name: /^Day before the hearing \(मराठी/ })
    await reminder.fill('नमस्कार {clientNme}')
    await expect(page.getByText('Unknown placeholder {clientNme}.', { exact: false }).first()).toBeVisible()
    await expectNoAxeViolations(page, 'Client Messages with an unknown placeholder')
  })
})

test.describe("tomorrow's clients on a desktop", () => {
  test.use({ ...signedInAs('advocate'), viewport: { width: 1366, height: 768 } })

  test("the dashboard lists tomorrow's clients (Monday's on a Saturday); Tell opens the reminder, which passes axe", async ({ page }) => {
    await openSignedIn(page, '/dashboard')
    // No court sits on a Sunday: on a Saturday the area lists Monday's clients, the next day a court sits. CI meets
    // Saturdays.
    const saturday = new Date().getDay() === 6
    const list = page.getByRole('list', { name: saturday ? "Monday's clients not told yet" : "Tomorrow's clients not told yet" })
    const first = list.getByRole('button', { name: /^Tell / }).first()
    await first.click()
    const dialog = page.getByRole('dialog', { name: 'Tell the client' })
    await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue(/\S/)
    await expectNoAxeViolations(page, 'the Tell the client dialog on a desktop')
  })
})
