import { afterEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { chooseLanguage } from '@/i18n/texts'
import { renderPage } from '../../../tests/support/render-page'
import { ErrorPage } from '@/app/error-page'
import { WelcomePage } from './welcome-page'
import { SpinnersPage } from './spinners-page'

describe('the welcome pages in Hindi and Marathi', () => {
  afterEach(() => chooseLanguage('en'))

  it('welcomes in Hindi, keeping the product name', async () => {
    await chooseLanguage('hi')
    await renderPage(() => <WelcomePage />)
    expect(await screen.findByRole('heading', { name: 'Case Diary में आपका स्वागत है' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'लॉग इन' })).toBeVisible()
  })

  it('says in Marathi that a page could not be shown, with its Try again', async () => {
    await chooseLanguage('mr')
    await renderPage(() => <ErrorPage onRetry={() => undefined} />)
    expect(await screen.findByRole('heading', { name: 'माफ करा, काहीतरी चुकले!' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'मुख्य पानावर जा' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'पुन्हा प्रयत्न करा' })).toBeVisible()
  })

  it('names the loading indicators in Hindi', async () => {
    await chooseLanguage('hi')
    await renderPage(() => <SpinnersPage />)
    expect(await screen.findByRole('heading', { name: 'लोडिंग के निशान' })).toBeVisible()
    expect(screen.getByText('बड़ा स्पिनर')).toBeInTheDocument()
  })
})
