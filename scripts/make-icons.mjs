// Draws the app's install icons (public/icons) from its favicon with Chromium, so they match it exactly:
// `node scripts/make-icons.mjs`. The PNGs are committed; run this only when the favicon changes.
import { readFileSync } from 'node:fs'
import { chromium } from 'playwright'

const favicon = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8')
// The document glyph without its rounded square, for the maskable icon: a full-bleed square whose glyph keeps
// within the safe zone (the middle 80%), since a launcher may crop it to any shape.
const glyph = favicon.replace(/<rect[^>]*\/>/, '').replace(/^<svg[^>]*>|<\/svg>$/g, '')
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#1e3a5f"/><g transform="translate(16 16) scale(0.8) translate(-16 -16)">${glyph}</g></svg>`

const icons = [
  { file: 'icon-192.png', svg: favicon, size: 192 },
  { file: 'icon-512.png', svg: favicon, size: 512 },
  { file: 'maskable-512.png', svg: maskable, size: 512 },
  { file: 'apple-touch-icon.png', svg: maskable, size: 180 },
]

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
for (const { file, svg, size } of icons) {
  const page = await browser.newPage({ viewport: { width: size, height: size } })
  await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`)
  await page.screenshot({ path: new URL(`../public/icons/${file}`, import.meta.url).pathname, omitBackground: true })
  await page.close()
}
await browser.close()
