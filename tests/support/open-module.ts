import { screen } from '@testing-library/react'
import { renderApp } from './render'
import { signInAs, type DemoLogin } from './session'

/**
 * Signs in, renders the whole app at a module's route and waits for its heading and, for a list
 * screen, its first page of rows: what every module test starts with.
 */
export async function openModule(path: string, heading: string, { as = 'admin', list = true }: { as?: DemoLogin; list?: boolean } = {}) {
  await signInAs(as)
  const app = await renderApp(path)
  await screen.findByRole('heading', { name: heading })
  if (list) await screen.findByText(/^1 to \d+ of \d+$/)
  return app
}
