import { screen, waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import { currentLanguage } from '@/i18n/language'
import { translate } from '@/i18n/texts'
import { renderApp } from './render'
import { signInAs, type DemoLogin } from './session'

/**
 * Signs in, renders the whole app at a module's route and waits for its heading and, for a list
 * screen, its first page of rows: what every module test starts with.
 */
export async function openModule(path: string, heading: string, { as = 'admin', list = true }: { as?: DemoLogin; list?: boolean } = {}) {
  await signInAs(as)
  const app = await renderApp(path)
  // The heading is named in English; a test that chose Hindi or Marathi first finds it in that language.
  await screen.findByRole('heading', { name: translate(heading) })
  if (list && currentLanguage() === 'en') await screen.findByText(/^1 to \d+ of \d+$/)
  else if (list) await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1))
  return app
}
