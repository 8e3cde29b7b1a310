import { expect, test, type Page } from '@playwright/test'
import { ADMIN_PAGES, ADVOCATE_PAGES } from '../../mocks/db/generators/menu'
import { signedInAs, topBar, type AccountName } from './support'

/**
 * Issue 22: every page in the pseudo-locale (each text about 40% longer and accented, as Hindi and Marathi often
 * are) at a phone's width and a laptop's, looking for text that is cut off or lies over other text. On a desk the
 * screenshots are kept (test-results/e2e/…/pseudo-*.png) to be looked at; CI, where no one looks, skips them.
 */
interface Problem {
  kind: 'clipped' | 'overlap'
  text: string
  other?: string
}

/** Runs in the page: text cut by its own box, and text nodes drawn over each other. */
function findProblems(): Problem[] {
  const problems: Problem[] = []
  const shown = (el: Element) => {
    const style = getComputedStyle(el)
    const box = el.getBoundingClientRect()
    return style.visibility !== 'hidden' && box.width > 2 && box.height > 2 && !el.closest('[aria-hidden="true"], .sr-only, [data-sonner-toaster]')
  }
  const texts: { node: Text; rect: DOMRect; lines: DOMRect[]; el: Element }[] = []
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const el = node.parentElement
    if (!el || !node.data.trim() || !shown(el) || el.closest('option, script, style, svg')) continue
    const range = document.createRange()
    range.selectNodeContents(node)
    const rect = range.getBoundingClientRect()
    if (rect.width < 1 || rect.height < 1) continue
    // A text that wraps is one box per line: two texts overlap only where their lines do.
    texts.push({ node, rect, lines: [...range.getClientRects()], el })
    const style = getComputedStyle(el)
    const hides = ['hidden', 'clip'].includes(style.overflowX)
    if (hides && style.textOverflow !== 'ellipsis' && el.scrollWidth > el.clientWidth + 1) problems.push({ kind: 'clipped', text: node.data.trim().slice(0, 60) })
  }
  // Text a scrolling box hides (a list scrolled, a wide table) is not drawn over anything: it is compared only where seen.
  const inScroller = (el: Element) => {
    for (let at = el.parentElement; at; at = at.parentElement) if (['auto', 'scroll'].includes(getComputedStyle(at).overflowX) && at.scrollWidth > at.clientWidth) return true
    return false
  }
  const hiddenByBox = (el: Element, rect: DOMRect) => {
    for (let at = el.parentElement; at && at !== document.body; at = at.parentElement) {
      const style = getComputedStyle(at)
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue
      const box = at.getBoundingClientRect()
      if (rect.bottom > box.bottom + 1 || rect.top < box.top - 1 || rect.right > box.right + 1 || rect.left < box.left - 1) return true
    }
    return false
  }
  const seen = texts.filter((t) => !hiddenByBox(t.el, t.rect))
  for (let i = 0; i < seen.length; i++) {
    for (let j = i + 1; j < seen.length; j++) {
      const a = seen[i]!
      const b = seen[j]!
      if (a.el === b.el || a.el.contains(b.el) || b.el.contains(a.el)) continue
      const meet = (x: DOMRect, y: DOMRect) => Math.min(x.right, y.right) - Math.max(x.left, y.left) > 2 && Math.min(x.bottom, y.bottom) - Math.max(x.top, y.top) > 2
      const overlap = meet(a.rect, b.rect) && a.lines.some((x) => b.lines.some((y) => meet(x, y)))
      if (overlap && !inScroller(a.el) && !inScroller(b.el)) problems.push({ kind: 'overlap', text: a.node.data.trim().slice(0, 40), other: b.node.data.trim().slice(0, 40) })
    }
  }
  if (document.documentElement.scrollWidth > window.innerWidth + 1) problems.push({ kind: 'clipped', text: `the page is ${document.documentElement.scrollWidth} px wide` })
  return problems
}

async function walk(page: Page, pages: string[], width: number) {
  const found: string[] = []
  for (const path of pages) {
    await page.goto(`${path}?lang=en-XA`)
    await expect(topBar(page)).toBeVisible()
    await page.waitForFunction(() => !!navigator.serviceWorker?.controller)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await expect(page.getByTestId('busy-bar')).toHaveCount(0)
    // The pseudo-locale is on: the page heading is accented and bracketed.
    await expect(page.getByRole('heading', { level: 1 }).first()).toContainText('⟦')
    if (!process.env.CI) await page.screenshot({ path: test.info().outputPath(`pseudo-${width}${path.replace(/\//g, '-')}.png`), fullPage: true })
    for (const p of await page.evaluate(findProblems)) found.push(`${path} ${p.kind}: '${p.text}'${p.other ? ` over '${p.other}'` : ''}`)
  }
  expect(found, `text cut off or overlapping at ${width} px`).toEqual([])
}

const WALKS: [AccountName, string[]][] = [
  ['advocate', ADVOCATE_PAGES],
  ['admin', ADMIN_PAGES],
]
const ONLY = process.env.PSEUDO_PAGES?.split(',')
for (const width of [390, 1366]) {
  for (const [who, all] of WALKS) {
    const pages = ONLY ? all.filter((p) => ONLY.includes(p)) : all
    if (!pages.length) continue
    test.describe(`pseudo-locale at ${width} px as ${who}`, () => {
      test.use({ viewport: { width, height: 900 }, ...signedInAs(who) })
      test('no page cuts or overlaps its text', async ({ page }) => {
        test.setTimeout(test.info().timeout * 4)
        await walk(page, pages, width)
      })
    })
  }
}
