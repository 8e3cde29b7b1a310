import { afterEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { chooseLanguage } from '@/i18n/texts'
import { renderApp } from '../../../tests/support/render'
import { signInAs } from '../../../tests/support/session'

describe('the dashboard in Hindi and Marathi', () => {
  afterEach(() => chooseLanguage('en'))

  it('names its areas, columns and the calendar’s tooltip and question in Hindi', async () => {
    const user = userEvent.setup()
    await signInAs('advocate')
    await chooseLanguage('hi')
    await renderApp('/dashboard')
    expect(await screen.findByRole('heading', { name: 'डैशबोर्ड', level: 1 })).toBeVisible()
    const calendar = await screen.findByRole('region', { name: 'केस कैलेंडर' })
    const [day] = await within(calendar).findAllByRole('button', { description: /^केस: \d+$/ })
    expect(screen.getByRole('heading', { name: 'मेरे पक्षकारों की सूची' })).toBeVisible()
    expect(screen.getByRole('heading', { name: 'अगली तारीख डालनी बाकी वाले केस' })).toBeVisible()
    const pending = screen.getByRole('region', { name: 'अगली तारीख डालनी बाकी वाले केस' })
    expect(await within(pending).findByRole('columnheader', { name: 'अगली तारीख' })).toBeInTheDocument()
    await user.click(day!)
    expect(await screen.findByRole('dialog')).toHaveTextContent('क्या आप इन केसों का विवरण लेना चाहते हैं?')
  })

  it('says in Marathi why a user without a practice sees no areas', async () => {
    await signInAs('admin')
    await chooseLanguage('mr')
    await renderApp('/dashboard')
    expect(await screen.findByText(/डॅशबोर्डवर वकिलांच्या सुनावण्या आणि आठवणी दिसतात/)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'डॅशबोर्ड', level: 1 })).toBeVisible()
  })
})
