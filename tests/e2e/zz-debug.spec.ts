import { test } from '@playwright/test'
import { openSignedIn, signedInAs, menuHeaders } from './support'
test.use({ viewport: { width: 1440, height: 900 }, ...signedInAs('advocate') })
test('debug', async ({ page }) => {
  const log: string[] = []
  page.on('console', (m) => log.push('console ' + m.text()))
  page.on('response', (r) => { if (r.url().includes('/api/')) log.push(`${r.status()} ${r.url()}`) })
  page.on('framenavigated', (f) => log.push('nav ' + f.url()))
  try {
    await openSignedIn(page)
    await menuHeaders(page).getByRole('link').filter({ hasText: 'Reports' }).click()
  } finally {
    console.log(log.join('\n'))
  }
})
