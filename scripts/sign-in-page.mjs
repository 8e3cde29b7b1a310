// The one way a script signs in: through the page, as a user would. The captcha asks a sum or difference in words.
const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']

/** Fills the sign-in form of the page open at /login (Log in is left to the caller). */
export async function fillSignIn(page, { user, password, remember = false }) {
  await page.getByLabel('Username, e-mail or phone number').fill(user)
  await page.getByLabel(/^Password/).fill(password)
  if (remember) await page.getByLabel('Remember me').check()
  const [, a, op, b] = /What is (\w+) (plus|minus) (\w+)\?/.exec(await page.getByText(/^Captcha: What is/).textContent())
  await page.getByLabel(/^Captcha:/).fill(String(op === 'plus' ? WORDS.indexOf(a) + WORDS.indexOf(b) : WORDS.indexOf(a) - WORDS.indexOf(b)))
}

/** Opens `url` (a /login address), signs in and waits for the dashboard. */
export async function signInThroughPage(page, url, { user, password, remember = false, timeout = 60_000 }) {
  await page.goto(url)
  await fillSignIn(page, { user, password, remember })
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL(/dashboard/, { timeout })
}
