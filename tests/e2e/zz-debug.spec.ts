import { expect, test } from '@playwright/test'
import { openSignedIn, patchStoredSession, signedInAs } from './support'
test.use(signedInAs('advocate'))
test('debug', async ({ page }) => {
  const log: string[] = []
  page.on('console', (m) => log.push('console ' + m.text()))
  page.on('framenavigated', (f) => log.push('nav ' + f.url()))
  page.on('response', (r) => { if (r.url().endsWith('.js') && r.status() !== 200) log.push('bad js ' + r.status() + ' ' + r.url()) })
  page.on('requestfailed', (r) => log.push('failed ' + r.url() + ' ' + r.failure()?.errorText + ' sw=' + !!r.serviceWorker()))
  page.on('pageerror', (e) => log.push('pageerror ' + e.message))
  await page.addInitScript(() => console.log('init', location.pathname, (localStorage.getItem('case-diary:session') ?? 'none').slice(-40), Object.keys(sessionStorage).join(','), 'controlled=' + !!navigator.serviceWorker.controller))
  await openSignedIn(page, '/client')
  await patchStoredSession(page, { expiresAt: Date.now() - 1000 })
  log.push('patched ' + (await page.evaluate(() => localStorage.getItem('case-diary:session')?.slice(-40))))
  await page.reload()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('heading', { name: 'Account Login' })).toBeVisible()
  const n = await page.getByRole('alert').count()
  console.log(log.filter((l) => l.startsWith('console init')).join('\n'))
  if (n === 0) { console.log(log.join('\n')); throw new Error('no alert') }
})
