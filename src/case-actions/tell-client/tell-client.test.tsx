import { describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import axe from 'axe-core'
import { http } from 'msw'
import { fail } from '@mocks/http'
import { server } from '@mocks/node'
import { createAppQueryClient } from '@/api/query-client'
import { DEMO_ADVOCATE_CODE, encryptId } from '@mocks/db'
import { provider } from '@mocks/provider'
import { REACH_MESSAGES } from '@/lib/client-message'
import { displayDate } from '@/lib/dates'
import { findReadyDialog } from '../../../tests/support/dialog'
import { signInAs } from '../../../tests/support/session'
import { TellClientButton } from './tell-client'
import { preparedMessage } from './tell-client-content'

const db = () => provider().db

/** An ongoing case of the demo practice whose client is given the contact and language a test needs. */
function caseWith(client: { mobileNo: string; emailId: string; preferredLanguage: 'en' | 'hi' | 'mr' }) {
  const c = db().cases.find((x) => x.advocateCode === DEMO_ADVOCATE_CODE && x.caseStatus === 'ONGOING')!
  Object.assign(db().clients.find((cl) => cl.clientCode === c.clientCode)!, client)
  return c
}

async function openDialog(caseId: number, extra: { outcome?: string; nextDate?: string } = {}) {
  await signInAs('advocate')
  render(
    <QueryClientProvider client={createAppQueryClient()}>
      <TellClientButton encryptedCaseId={encryptId('case', caseId)} kind="OUTCOME" {...extra} />
    </QueryClientProvider>,
  )
  await userEvent.click(screen.getByRole('button', { name: 'Tell the client' }))
  const dialog = await findReadyDialog('Tell the client')
  await within(dialog).findByRole('textbox', { name: 'Message' })
  return dialog
}

describe('Tell the client dialog', () => {
  it('writes a Hindi client in Hindi and puts the edited message, Devanagari and line breaks, in the WhatsApp link', async () => {
    const c = caseWith({ mobileNo: '9823012345', emailId: 'client@example.in', preferredLanguage: 'hi' })
    const dialog = await openDialog(c.caseId, { outcome: 'Adjourned', nextDate: '2026-12-10' })
    const message = within(dialog).getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement
    // An English message stays left-to-right and a Devanagari one too when the app is set right-to-left.
    expect(message).toHaveAttribute('dir', 'auto')
    expect(message.value).toContain('आज की कार्यवाही: तारीख आगे बढ़ाई गई (स्थगित)')
    expect(message.value).toContain(`अगली पेशी की तारीख: ${displayDate('2026-12-10')}`)
    await userEvent.type(message, '\nकृपया कॉल करें')
    const whatsapp = within(dialog).getByRole('link', { name: 'WhatsApp' })
    const href = whatsapp.getAttribute('href')!
    expect(href.startsWith('https://wa.me/919823012345?text=')).toBe(true)
    expect(href).toContain('%0A')
    expect(new URL(href).searchParams.get('text')).toBe(message.value)
    expect(new URL(href).searchParams.get('text')).toMatch(/कृपया कॉल करें$/)
    expect(within(dialog).getByRole('link', { name: 'SMS' })).toHaveAttribute('href', expect.stringMatching(/^sms:\+919823012345\?body=/))
    expect(within(dialog).getByText(/by SMS \d+ parts \(Unicode\)/)).toBeInTheDocument()

    whatsapp.addEventListener('click', (e) => e.preventDefault())
    await userEvent.click(whatsapp)
    expect(await within(dialog).findByText(preparedMessage('WHATSAPP'))).toBeInTheDocument()
    expect(preparedMessage('WHATSAPP')).toBe('Message prepared in WhatsApp. Send it from there; the app cannot tell whether it arrives.')
    expect(db().clientMessages.at(-1)).toMatchObject({ caseId: c.caseId, channel: 'WHATSAPP', recipient: '+919823012345', language: 'hi' })
  })

  it('offers a client without a mobile number the e-mail only, saying why', async () => {
    const c = caseWith({ mobileNo: '', emailId: 'client@example.in', preferredLanguage: 'en' })
    const dialog = await openDialog(c.caseId)
    expect(within(dialog).getByText(REACH_MESSAGES.noMobile)).toBeInTheDocument()
    expect(within(dialog).queryByRole('link', { name: 'WhatsApp' })).toBeNull()
    expect(within(dialog).getByRole('link', { name: 'E-mail' })).toHaveAttribute('href', expect.stringMatching(/^mailto:client@example\.in\?subject=/))
  })

  it('says why when the client has neither, and offers no channel', async () => {
    const c = caseWith({ mobileNo: '', emailId: '', preferredLanguage: 'mr' })
    const dialog = await openDialog(c.caseId)
    expect(within(dialog).getByText(REACH_MESSAGES.nothing)).toBeInTheDocument()
    expect(within(dialog).queryAllByRole('link')).toHaveLength(0)
  })

  it('says when the message could not be prepared, with Try again', async () => {
    const c = caseWith({ mobileNo: '9823012345', emailId: '', preferredLanguage: 'en' })
    server.use(http.post('*/api/get-client-message-detail', () => fail(500, 'The server had a problem.')))
    await signInAs('advocate')
    render(
      <QueryClientProvider client={createAppQueryClient()}>
        <TellClientButton encryptedCaseId={encryptId('case', c.caseId)} kind="REMINDER" />
      </QueryClientProvider>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Tell the client' }))
    const dialog = await screen.findByRole('dialog', { name: 'Tell the client' })
    expect(await within(dialog).findByText('The message could not be prepared.')).toBeInTheDocument()
    server.resetHandlers()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    const message = (await within(dialog).findByRole('textbox', { name: 'Message' })) as HTMLTextAreaElement
    expect(message.value).toContain('A reminder from our office')
  })

  it('has no axe violations', async () => {
    const c = caseWith({ mobileNo: '9823012345', emailId: 'client@example.in', preferredLanguage: 'mr' })
    const dialog = await openDialog(c.caseId)
    // jsdom draws nothing, so contrast is left to the browser tests.
    const result = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } })
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([])
  })
})
